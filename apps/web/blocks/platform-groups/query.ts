/** What a page's query reads of a platformGroups block: what it holds, as stored. */
export const platformGroupsProjection = /* groq */ `
  _type == "platformGroups" => {}
`;
