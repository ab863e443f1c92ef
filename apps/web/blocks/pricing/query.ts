/** What a page's query reads of a pricing block: nothing beyond what it stores, which the
 * query's `...` reads for every block. */
export const pricingProjection = /* groq */ `
  _type == "pricing" => {}
`;
