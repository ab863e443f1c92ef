/** What a page's query reads of a codeSnippets block: what it holds, as stored. */
export const codeSnippetsProjection = /* groq */ `
  _type == "codeSnippets" => {}
`;
