/** What a page's query reads of a code snippets block: nothing beyond what it stores, which the
 * query's `...` reads for every block. */
export const codeSnippetsProjection = /* groq */ `
  _type == "codeSnippets" => {}
`;
