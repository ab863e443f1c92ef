/** What a page's query reads of a features block: nothing beyond what it stores, which the
 * query's `...` reads for every block. */
export const featuresProjection = /* groq */ `
  _type == "features" => {}
`;
