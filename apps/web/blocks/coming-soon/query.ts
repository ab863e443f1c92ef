/** What a page's query reads of a comingSoon block: what it holds, as stored. */
export const comingSoonProjection = /* groq */ `
  _type == "comingSoon" => {}
`;
