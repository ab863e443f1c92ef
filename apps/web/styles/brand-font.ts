/** Set on `<html>` while the brand font leads the font stack (styles/global-styles.ts). */
export const BRAND_FONT_ATTRIBUTE = 'data-brand-font';
/** Says this browser has fetched the font file: no server reads it, and no cache varies on it. */
export const BRAND_FONT_COOKIE = 'brp-font';
