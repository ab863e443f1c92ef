/** A FAQ list block's questions: a whole list in the editors' order, or the ones it picked
 * (a reference to a deleted question resolves to null). */
export const faqListProjection = /* groq */ `
  _type == "faqList" => {
    "faqs": select(
      source == "list" => *[_type == "faq" && list == ^.list] | order(orderRank) {
        _id, question, answer
      },
      faqs[]->{ _id, question, answer }
    )
  }
`;
