import { imageProjection } from '../shared/image-projection';

/** What a page's query reads of a text-with-image block: its image, with the asset's URL and size. */
export const textWithMediaProjection = /* groq */ `
  _type == "textWithMedia" => { image{ ${imageProjection} } }
`;
