/** What a page's query reads of a tooltipGrid block: what it holds, as stored. */
export const tooltipGridProjection = /* groq */ `
  _type == "tooltipGrid" => {}
`;
