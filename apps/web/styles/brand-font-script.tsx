'use client';

import { BRAND_FONT_SCRIPT } from './brand-font-script-source';

/**
 * The head's one script: the brand font leads the stack only when this browser has fetched it
 * before; otherwise its file (the first style's woff2, Next's font CSS) is fetched into the HTTP
 * cache once the page has loaded, for the next page load. Fetched, not loaded as a font: a font
 * loading into the document makes Chromium lay out all of its text again, though none uses it.
 *
 * Why not leave `optional` to decide: a font named in the stack that is not there yet holds text
 * back for up to 100 ms and makes the first layout slower (docs/benchmark.md). On a first visit
 * `optional` ends in the fallback anyway; this way that visit gets there without the wait. If the
 * cookie outlives the cached file, the page does what `optional` does. A cookie, not
 * localStorage: a page's first localStorage read waits on the browser process (about 6 ms here,
 * before anything is painted), a cookie read does not.
 */

/**
 * A client component so that the script's text travels in the layout's (cached) JavaScript, not a
 * second time in every page's server-component payload. It runs from the server's HTML only:
 * React never runs a script it renders, and the root layout is never rendered anew.
 */
export function BrandFontScript() {
  return <script dangerouslySetInnerHTML={{ __html: BRAND_FONT_SCRIPT }} />;
}
