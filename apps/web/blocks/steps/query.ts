/** What a page's query reads of a steps block: what it holds, as stored. */
export const stepsProjection = /* groq */ `
  _type == "steps" => { ... }
`;
