/** What a page's query reads of a accordion steps block: nothing beyond what it stores, which the
 * query's `...` reads for every block. */
export const accordionStepsProjection = /* groq */ `
  _type == "accordionSteps" => {}
`;
