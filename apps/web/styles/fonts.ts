import localFont from 'next/font/local';

/**
 * Plus Jakarta Sans, self-hosted from its npm package (no request to a font CDN). One variable
 * file covers every weight; `swap` shows text in the fallback at once, and Next sizes the
 * fallback to the font's metrics so the swap does not shift the layout.
 */
export const jakarta = localFont({
  src: '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  weight: '200 800',
  style: 'normal',
  display: 'optional',
  variable: '--font-jakarta',
  preload: true,
});
