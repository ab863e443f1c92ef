/**
 * The editors' Visual Editing overlay, in the browser. Never imported by the site: it is bundled
 * on its own (scripts/bundle-visual-editing.ts) and loaded only by the <script> the layout renders
 * in draft mode, so a visitor's JavaScript holds none of it.
 *
 * The overlay turns every stega-marked string into a target that opens its field in the studio.
 * Inside the studio's Presentation tool it also keeps the studio's address bar in step with the
 * page and re-renders the page in place when a draft changes (see adapters.ts).
 */
import { enableVisualEditing } from '@sanity/visual-editing';

import { createHistoryAdapter, createRefresh, windowBrowser } from './adapters';

/** Above every layer of the site (its highest is the tooltip's). */
const Z_INDEX = 2_147_483_000;
/** Quiet time after the last edit before the page shows it: a pause in typing, not a sentence. */
const EDIT_SETTLE_MS = 300;

const browser = windowBrowser();
enableVisualEditing({
  history: createHistoryAdapter(browser),
  refresh: createRefresh(browser, EDIT_SETTLE_MS),
  zIndex: Z_INDEX,
});
