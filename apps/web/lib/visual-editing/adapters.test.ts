import type { HistoryRefresh, HistoryUpdate } from '@sanity/visual-editing';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { type Browser, createHistoryAdapter, createRefresh } from './adapters';

function fakeBrowser(url = '/blog') {
  const navigations = new EventTarget();
  const browser = {
    url: vi.fn(() => url),
    assign: vi.fn<(url: string) => void>(),
    replace: vi.fn<(url: string) => void>(),
    back: vi.fn<() => void>(),
    reload: vi.fn<() => void>(),
    refreshContent: vi.fn<() => boolean>(() => true),
    navigations: { target: navigations, type: 'navigate' },
  } satisfies Browser;
  return {
    browser,
    navigateTo: (next: string) => {
      url = next;
      navigations.dispatchEvent(new Event('navigate'));
    },
  };
}

const mutation = { source: 'mutation', livePreviewEnabled: false } as HistoryRefresh;
const manual = { source: 'manual', livePreviewEnabled: false } as HistoryRefresh;

describe('the history adapter', () => {
  it('reports the page on subscribe and after every navigation, until unsubscribed', () => {
    const { browser, navigateTo } = fakeBrowser('/blog');
    const reported: HistoryUpdate[] = [];
    const unsubscribe = createHistoryAdapter(browser).subscribe((update) => reported.push(update));
    navigateTo('/blog/loyalty-growth-insights?x=1#top');
    unsubscribe();
    navigateTo('/about');
    expect(reported).toEqual([
      { type: 'push', url: '/blog' },
      { type: 'push', url: '/blog/loyalty-growth-insights?x=1#top' },
    ]);
  });

  it('follows the studio: push, replace and back', () => {
    const { browser } = fakeBrowser();
    const adapter = createHistoryAdapter(browser);
    adapter.update({ type: 'push', url: '/about' });
    adapter.update({ type: 'replace', url: '/jobs' });
    adapter.update({ type: 'pop', url: '' });
    expect(browser.assign).toHaveBeenCalledWith('/about');
    expect(browser.replace).toHaveBeenCalledWith('/jobs');
    expect(browser.back).toHaveBeenCalledOnce();
  });
});

describe('refresh', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("reloads at once on the editor's refresh", async () => {
    const { browser } = fakeBrowser();
    await createRefresh(browser, 1000)(manual);
    expect(browser.reload).toHaveBeenCalledOnce();
  });

  it('re-renders in place once per burst of edits, after they pause, never reloading', async () => {
    vi.useFakeTimers();
    const { browser } = fakeBrowser();
    const refresh = createRefresh(browser, 1000);
    for (const _ of [1, 2, 3]) {
      await refresh(mutation);
      vi.advanceTimersByTime(600);
    }
    expect(browser.refreshContent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(browser.refreshContent).toHaveBeenCalledOnce();
    expect(browser.reload).not.toHaveBeenCalled();
  });

  it('reloads after an edit when the page cannot be re-rendered in place', async () => {
    vi.useFakeTimers();
    const { browser } = fakeBrowser();
    browser.refreshContent.mockReturnValue(false);
    await createRefresh(browser, 1000)(mutation);
    vi.advanceTimersByTime(1000);
    expect(browser.reload).toHaveBeenCalledOnce();
  });
});
