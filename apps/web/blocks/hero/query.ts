/** What a page's query reads of a hero block: nothing beyond what it stores, which the
 * query's `...` reads for every block. */
export const heroProjection = /* groq */ `
  _type == "hero" => {}
`;

/** Its component fills the rewards figures in its words as it draws them (<FigureText>), so the
 * page gives it its text with `{name}` as written (lib/content, pageValues). */
export const heroDrawsItsFigures = 'hero';
