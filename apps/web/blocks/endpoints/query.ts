/** What a page's query reads of a endpoints block: nothing beyond what it stores, which the
 * query's `...` reads for every block. */
export const endpointsProjection = /* groq */ `
  _type == "endpoints" => {}
`;
