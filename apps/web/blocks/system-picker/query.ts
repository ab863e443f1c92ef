/** What a page's query reads of a system picker block: nothing beyond what it stores, which the
 * query's `...` reads for every block. */
export const systemPickerProjection = /* groq */ `
  _type == "systemPicker" => {}
`;
