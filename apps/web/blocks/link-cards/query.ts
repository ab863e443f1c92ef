/** What a page's query reads of a linkCards block: what it holds, as stored. */
export const linkCardsProjection = /* groq */ `
  _type == "linkCards" => { ... }
`;
