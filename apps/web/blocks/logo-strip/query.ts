/** What a page's query reads of a logoStrip block: what it holds, as stored. */
export const logoStripProjection = /* groq */ `
  _type == "logoStrip" => { ... }
`;
