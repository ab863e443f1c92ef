/** What a page's query reads of a announcements block: nothing beyond what it stores, which the
 * query's `...` reads for every block. */
export const announcementsProjection = /* groq */ `
  _type == "announcements" => {}
`;
