/**
 * How the Visual Editing overlay drives this site from outside React (see entry.ts): Next's router
 * is not reachable from a separately bundled module, so navigation and refresh go through the
 * browser itself. Kept apart from entry.ts so they can be tested without mounting the overlay.
 */
import type { HistoryAdapter, HistoryRefresh } from '@sanity/visual-editing';

/** The few browser controls the adapters use, injected so tests can observe them. */
export interface Browser {
  /** The page's path, query and hash. */
  url(): string;
  assign(url: string): void;
  replace(url: string): void;
  back(): void;
  reload(): void;
  /** Fires after every navigation, Next's client-side ones included. */
  navigations: { target: EventTarget; type: string };
}

/** The window's controls: the Navigation API where the browser has it, else back/forward only. */
export function windowBrowser(): Browser {
  const hasNavigationApi = 'navigation' in window;
  return {
    url: () => `${location.pathname}${location.search}${location.hash}`,
    assign: (url) => location.assign(url),
    replace: (url) => location.replace(url),
    back: () => window.history.back(),
    reload: () => location.reload(),
    // The Navigation API also sees history.pushState, which is how Next's links navigate.
    navigations: hasNavigationApi
      ? { target: window.navigation, type: 'currententrychange' }
      : { target: window, type: 'popstate' },
  };
}

/** Keeps Presentation's address bar in step with the page, and follows it when the editor navigates. */
export function createHistoryAdapter(browser: Browser): HistoryAdapter {
  return {
    subscribe(navigate) {
      const report = () => navigate({ type: 'push', url: browser.url() });
      report();
      const { target, type } = browser.navigations;
      target.addEventListener(type, report);
      return () => target.removeEventListener(type, report);
    },
    update(update) {
      if (update.type === 'pop') browser.back();
      else if (update.type === 'replace') browser.replace(update.url);
      else browser.assign(update.url);
    },
  };
}

/**
 * Presentation's refresh: the editor's refresh button reloads at once; an edit reloads once the
 * edits have paused for `settleMs`, so a burst of typing costs one reload. Draft mode renders
 * every page uncached, so a reload shows the edit.
 */
export function createRefresh(
  browser: Pick<Browser, 'reload'>,
  settleMs: number,
): (payload: HistoryRefresh) => Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (payload) => {
    clearTimeout(timer);
    if (payload.source === 'manual') browser.reload();
    else timer = setTimeout(() => browser.reload(), settleMs);
    return Promise.resolve();
  };
}
