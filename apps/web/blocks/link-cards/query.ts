/** What a page's query reads of a link cards block: nothing beyond what it stores, which the
 * query's `...` reads for every block. */
export const linkCardsProjection = /* groq */ `
  _type == "linkCards" => {}
`;
