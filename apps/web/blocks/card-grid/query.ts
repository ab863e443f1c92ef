/** What a page's query reads of a cardGrid block: what it holds, as stored. */
export const cardGridProjection = /* groq */ `
  _type == "cardGrid" => { ... }
`;
