/** What a page's query reads of a accordionSteps block: what it holds, as stored. */
export const accordionStepsProjection = /* groq */ `
  _type == "accordionSteps" => { ... }
`;
