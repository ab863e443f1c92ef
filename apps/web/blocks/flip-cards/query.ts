/** What a page's query reads of a flip cards block: nothing beyond what it stores, which the
 * query's `...` reads for every block. */
export const flipCardsProjection = /* groq */ `
  _type == "flipCards" => {}
`;
