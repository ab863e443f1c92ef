/** What a page's query reads of a rewards calculator block: nothing beyond what it stores, which the
 * query's `...` reads for every block. */
export const rewardsCalculatorProjection = /* groq */ `
  _type == "rewardsCalculator" => {}
`;
