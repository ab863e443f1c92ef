/** What a page's query reads of a how it works block: nothing beyond what it stores, which the
 * query's `...` reads for every block. */
export const howItWorksProjection = /* groq */ `
  _type == "howItWorks" => {}
`;
