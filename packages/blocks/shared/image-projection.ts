/** An image with what a page needs to draw it: alt text, crop, and the asset's URL and size. */
export const imageProjection = /* groq */ `
  alt,
  caption,
  crop,
  hotspot,
  "asset": asset->{ _id, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height }
`;
