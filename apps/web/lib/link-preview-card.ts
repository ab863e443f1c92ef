/** A link-preview card's size: the 1.91:1 that Open Graph consumers show uncropped. */
export const OG_SIZE = { width: 1200, height: 630 };

/** The site's own card (app/opengraph-image.tsx), which pages without their own name in their
 * metadata (page-metadata.ts). */
export const SITE_CARD_TYPE = 'image/png';
export const SITE_CARD_ALT =
  'The neighbourhood rewards network: one rewards currency across local merchants';
