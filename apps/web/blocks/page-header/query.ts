/** What a page's query reads of a page header block: nothing beyond what it stores, which the
 * query's `...` reads for every block. */
export const pageHeaderProjection = /* groq */ `
  _type == "pageHeader" => {}
`;
