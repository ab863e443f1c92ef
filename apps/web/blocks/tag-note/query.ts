/** What a page's query reads of a tag note block: nothing beyond what it stores, which the
 * query's `...` reads for every block. */
export const tagNoteProjection = /* groq */ `
  _type == "tagNote" => {}
`;
