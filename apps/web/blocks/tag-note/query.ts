/** What a page's query reads of a tagNote block: what it holds, as stored. */
export const tagNoteProjection = /* groq */ `
  _type == "tagNote" => {}
`;
