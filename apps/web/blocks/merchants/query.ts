/** What a page's query reads of a merchants block: nothing beyond what it stores, which the
 * query's `...` reads for every block. */
export const merchantsProjection = /* groq */ `
  _type == "merchants" => {}
`;
