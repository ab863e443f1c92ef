/** What a page's query reads of a team block beside its heading. */
export const teamProjection = /* groq */ `
  _type == "team" => { members[]{ _key, name, initials, role, bio } }
`;
