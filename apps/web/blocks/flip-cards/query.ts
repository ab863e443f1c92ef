/** What a page's query reads of a flipCards block: what it holds, as stored. */
export const flipCardsProjection = /* groq */ `
  _type == "flipCards" => {}
`;
