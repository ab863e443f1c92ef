/** What a page's query reads of a use case carousel block: nothing beyond what it stores, which the
 * query's `...` reads for every block. */
export const useCaseCarouselProjection = /* groq */ `
  _type == "useCaseCarousel" => {}
`;
