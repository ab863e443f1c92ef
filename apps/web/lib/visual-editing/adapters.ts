/**
 * How the Visual Editing overlay drives this site from outside React (see entry.ts): navigation
 * goes through the browser itself, and an edit re-renders the page in place through the router
 * Next exposes on `window.next.router`. Kept apart from entry.ts so they can be tested without
 * mounting the overlay.
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
  /** Renders the page's server components again in place (no reload); false if it cannot. */
  refreshContent(): boolean;
  /** Fires after every navigation, Next's client-side ones included. */
  navigations: { target: EventTarget; type: string };
}

interface NextWindow {
  next?: { router?: { refresh?: () => void } };
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
    refreshContent: () => {
      // The app router instance Next puts on the window (next/dist/client/components/
      // app-router-instance.js): the same `refresh()` as useRouter's, which a client component
      // would give only by adding to every visitor's JavaScript (see visual-editing-script.tsx).
      // Should a Next version drop it, edits reload the page instead (the e2e test notices).
      const router = (window as NextWindow).next?.router;
      if (typeof router?.refresh !== 'function') return false;
      router.refresh();
      return true;
    },
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
 * Presentation's refresh: the editor's refresh button reloads at once; an edit re-renders the page
 * in place once the edits have paused for `settleMs` (scroll, focus and open sections stay; a
 * burst of typing costs one render). Draft mode renders every page uncached, so it shows the edit.
 */
export function createRefresh(
  browser: Pick<Browser, 'reload' | 'refreshContent'>,
  settleMs: number,
): (payload: HistoryRefresh) => Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const showEdit = () => {
    if (!browser.refreshContent()) browser.reload();
  };
  return (payload) => {
    clearTimeout(timer);
    if (payload.source === 'manual') browser.reload();
    else timer = setTimeout(showEdit, settleMs);
    return Promise.resolve();
  };
}
