/** What a page's query reads of a steps block: nothing beyond what it stores, which the
 * query's `...` reads for every block. */
export const stepsProjection = /* groq */ `
  _type == "steps" => {}
`;
