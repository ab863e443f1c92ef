/** What a page's query reads of a merchants block: nothing beyond what it stores, which the
 * query's `...` reads for every block. */
export const merchantsProjection = /* groq */ `
  _type == "merchants" => {}
`;

/** Its component fills the rewards figures in its words as it draws them (<FigureText>), so the
 * page gives it its text with `{name}` as written (lib/content, pageValues). */
export const merchantsDrawsItsFigures = 'merchants';
