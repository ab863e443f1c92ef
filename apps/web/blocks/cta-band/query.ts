/** What a page's query reads of a cta band block: nothing beyond what it stores, which the
 * query's `...` reads for every block. */
export const ctaBandProjection = /* groq */ `
  _type == "ctaBand" => {}
`;
