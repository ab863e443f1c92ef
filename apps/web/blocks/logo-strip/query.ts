/** What a page's query reads of a logo strip block: nothing beyond what it stores, which the
 * query's `...` reads for every block. */
export const logoStripProjection = /* groq */ `
  _type == "logoStrip" => {}
`;
