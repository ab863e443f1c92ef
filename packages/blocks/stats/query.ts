/** What a page's query reads of a stats block beside its heading. */
export const statsProjection = /* groq */ `
  _type == "stats" => { stats[]{ _key, value, label } }
`;
