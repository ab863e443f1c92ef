/** What a page's query reads of a how it works block: nothing beyond what it stores, which the
 * query's `...` reads for every block. */
export const howItWorksProjection = /* groq */ `
  _type == "howItWorks" => {}
`;

/** Its component fills the rewards figures in its words as it draws them (<FigureText>), so the
 * page gives it its text with `{name}` as written (lib/content, pageValues). */
export const howItWorksDrawsItsFigures = 'howItWorks';
