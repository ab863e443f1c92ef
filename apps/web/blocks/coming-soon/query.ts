/** What a page's query reads of a coming soon block: nothing beyond what it stores, which the
 * query's `...` reads for every block. */
export const comingSoonProjection = /* groq */ `
  _type == "comingSoon" => {}
`;
