import localFont from 'next/font/local';

import { JAKARTA_FALLBACK } from './tokens';

/**
 * Plus Jakarta Sans, self-hosted from its npm package (no request to a font CDN). One variable
 * file covers every weight.
 *
 * Neither preloaded nor swapped (`optional`), so a page never changes once painted. A preloaded
 * font arrives before the first paint, and Lighthouse charges its download to the largest paint
 * (docs/benchmark.md). A swapped one that arrives after the paint re-wraps lines the fallback
 * broke elsewhere, a layout shift however close the metrics. A page paints in the brand font when
 * this browser already has it, and otherwise in the metric-matched fallback (below) for as long
 * as the document lives, client-side navigations included (styles/brand-font-script.tsx).
 */
export const jakarta = localFont({
  src: '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  weight: '200 800',
  style: 'normal',
  display: 'optional',
  variable: '--font-jakarta',
  preload: false,
  // Next's own fallback names only Arial, which Android and most Linux systems lack.
  adjustFontFallback: false,
});

/**
 * The metric-matched fallback: Arial or a metric twin of it (Liberation Sans on Linux, Arimo),
 * else Helvetica or Roboto, scaled to Plus Jakarta Sans. Two faces, because the bold cut of Arial
 * is far closer in width to Jakarta's heavy weights than Arial synthetically emboldened: sizes
 * measured in Chromium on the seed's own sentences (regular text 4.5 % wider, headings 1 %), so
 * most lines wrap the same way in either font and the swap barely moves anything. The vertical
 * overrides keep Jakarta's ascent (103.8 %) and descent (22.2 %) whatever the scale.
 */
const REGULAR_FACES = [
  'Arial',
  'ArialMT',
  'Liberation Sans',
  'LiberationSans-Regular',
  'Arimo',
  'Helvetica Neue',
  'Helvetica',
  'Roboto',
];
const BOLD_FACES = [
  'Arial Bold',
  'Arial-BoldMT',
  'Liberation Sans Bold',
  'LiberationSans-Bold',
  'Arimo Bold',
  'Helvetica Neue Bold',
  'Helvetica Bold',
  'Roboto Bold',
];
const fallbackFace = (weights: string, faces: string[], scale: number) => `
  @font-face {
    font-family: '${JAKARTA_FALLBACK}';
    font-weight: ${weights};
    src: ${faces.map((face) => `local('${face}')`).join(', ')};
    ascent-override: ${((103.8 / scale) * 100).toFixed(2)}%;
    descent-override: ${((22.2 / scale) * 100).toFixed(2)}%;
    line-gap-override: 0%;
    size-adjust: ${scale}%;
  }
`;

export const jakartaFallbackFace =
  fallbackFace('100 549', REGULAR_FACES, 104.5) + fallbackFace('550 900', BOLD_FACES, 101);
