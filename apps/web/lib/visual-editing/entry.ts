/**
 * The editors' Visual Editing overlay, in the browser. Never imported by the site: it is bundled
 * on its own (scripts/bundle-visual-editing.ts) and loaded only by the <script> the layout renders
 * in draft mode, so a visitor's JavaScript holds none of it.
 *
 * The overlay turns every stega-marked string into a target that opens its field in the studio.
 * Inside the studio's Presentation tool it also keeps the studio's address bar in step with the
 * page, and reloads the page when a draft changes; the page is rendered on the server in draft
 * mode, uncached, so a reload is what shows the edit.
 */
import { enableVisualEditing, type HistoryAdapter } from '@sanity/visual-editing';

/** Above the site's own layers (its highest is the tooltip's), below nothing. */
const Z_INDEX = 2_147_483_000;
/** Quiet time after the last edit before the page reloads: one reload per burst of typing. */
const EDIT_SETTLE_MS = 1_000;

function currentUrl(): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Tells Presentation where the page is: on load, on back/forward and on Next's link navigations. */
const history: HistoryAdapter = {
  subscribe(navigate) {
    const report = () => navigate({ type: 'push', url: currentUrl() });
    report();
    // The Navigation API sees Next's client-side navigations (history.pushState) as well;
    // where a browser lacks it, back and forward are still reported.
    const target: EventTarget = 'navigation' in window ? window.navigation : window;
    const event = 'navigation' in window ? 'currententrychange' : 'popstate';
    target.addEventListener(event, report);
    return () => target.removeEventListener(event, report);
  },
  update(update) {
    // Next's router is not reachable from outside React: a full navigation is the way in.
    if (update.type === 'pop') window.history.back();
    else if (update.type === 'replace') location.replace(update.url);
    else location.assign(update.url);
  },
};

let editTimer: number | undefined;

enableVisualEditing({
  history,
  zIndex: Z_INDEX,
  refresh(payload) {
    if (payload.source === 'manual') {
      location.reload();
      return Promise.resolve();
    }
    clearTimeout(editTimer);
    editTimer = window.setTimeout(() => location.reload(), EDIT_SETTLE_MS);
    return Promise.resolve();
  },
});
