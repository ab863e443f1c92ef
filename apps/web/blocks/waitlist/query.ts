/** What a page's query reads of a waitlist block: nothing beyond what it stores, which the
 * query's `...` reads for every block. */
export const waitlistProjection = /* groq */ `
  _type == "waitlist" => {}
`;
