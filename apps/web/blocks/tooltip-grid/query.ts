/** What a page's query reads of a tooltip grid block: nothing beyond what it stores, which the
 * query's `...` reads for every block. */
export const tooltipGridProjection = /* groq */ `
  _type == "tooltipGrid" => {}
`;
