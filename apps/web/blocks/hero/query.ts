/** What a page's query reads of a hero block: nothing beyond what it stores, which the
 * query's `...` reads for every block. */
export const heroProjection = /* groq */ `
  _type == "hero" => {}
`;
