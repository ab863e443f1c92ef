/** What a page's query reads of a card grid block: nothing beyond what it stores, which the
 * query's `...` reads for every block. */
export const cardGridProjection = /* groq */ `
  _type == "cardGrid" => {}
`;
