import { imageProjection } from '../shared/image-projection';

/** What a page's query reads of a rich-text block: its text, each image in it with its asset. */
export const richTextSectionProjection = /* groq */ `
  _type == "richTextSection" => {
    body[]{ ..., _type == "accessibleImage" => { _key, _type, ${imageProjection} } }
  }
`;
