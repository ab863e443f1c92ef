/** What a page's query reads of a endpoints block: what it holds, as stored. */
export const endpointsProjection = /* groq */ `
  _type == "endpoints" => {}
`;
