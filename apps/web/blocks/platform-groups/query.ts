/** What a page's query reads of a platform groups block: nothing beyond what it stores, which the
 * query's `...` reads for every block. */
export const platformGroupsProjection = /* groq */ `
  _type == "platformGroups" => {}
`;
