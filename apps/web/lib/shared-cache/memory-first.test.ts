import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { memoryFirst } from './memory-first';

type Handler = ReturnType<typeof createLruHandler>;
type Entry = NonNullable<Awaited<ReturnType<Handler['get']>>>;

const meta = { implicitTags: [] };

function entry(kind: string, html: string): Entry {
  return { lastModified: Date.now(), lifespan: null, tags: [], value: { kind, html } } as never;
}

/** A shared store in a Map, whose answers the test can delay or break. */
function fakeShared() {
  const store = new Map<string, Entry>();
  const calls: string[] = [];
  let answer: 'ok' | 'fail' | 'hang' = 'ok';
  const respond = <T>(value: () => T): Promise<T> =>
    answer === 'ok'
      ? Promise.resolve(value())
      : answer === 'fail'
        ? Promise.reject(new Error('connection lost'))
        : new Promise<T>(() => undefined);
  const handler: Handler = {
    name: 'fake-shared',
    get: (key) => (calls.push(`get ${key}`), respond(() => store.get(key) ?? null)),
    set: (key, value) => (calls.push(`set ${key}`), respond(() => void store.set(key, value))),
    revalidateTag: () => respond(() => undefined),
    delete: (key) => respond(() => void store.delete(key)),
  };
  let count = 0;
  /** The count of every server's publishes, in the same store. */
  const publishes = {
    last: () => count,
    read: () => (calls.push('count'), respond(() => count)),
    add: () => respond(() => (count += 1)),
  };
  return { handler, publishes, store, calls, answers: (mode: typeof answer) => (answer = mode) };
}

describe('memoryFirst', () => {
  let reachable: boolean;
  let shared: ReturnType<typeof fakeShared>;
  let cache: Handler;

  beforeEach(() => {
    vi.useFakeTimers();
    reachable = true;
    shared = fakeShared();
    cache = memoryFirst({
      memory: createLruHandler(),
      shared: shared.handler,
      reachable: () => reachable,
      publishes: shared.publishes,
      timeoutMs: 1000,
      expireTimeoutMs: 10_000,
      pauseMs: 5000,
    });
  });
  afterEach(() => vi.useRealTimers());

  it('writes to both, and answers from memory alone while no server has published', async () => {
    const page = entry('APP_PAGE', 'v1');
    await cache.set('/page', page, {});
    expect(shared.store.get('/page')).toBe(page);
    expect(await cache.get('/page', meta)).toBe(page);
    vi.advanceTimersByTime(3_600_000);
    expect(await cache.get('/page', meta)).toBe(page);
    // A count of a few bytes, never the page.
    expect(shared.calls).toEqual(['set /page', 'count', 'count']);
  });

  it('asks the shared store at the next request after a publish elsewhere', async () => {
    await cache.set('/page', entry('APP_PAGE', 'v1'), {});
    // Another server revalidated it: Redis dropped it and the count moved.
    shared.store.delete('/page');
    await shared.publishes.add();
    expect(await cache.get('/page', meta)).toBeNull();
  });

  it('counts a publish before and after the entries go, and never fails one over telling', async () => {
    const page = entry('APP_PAGE', 'v1');
    await cache.set('/page', page, {});
    await cache.revalidateTag('blogPost');
    expect(await shared.publishes.read()).toBe(2);
  });

  it("files a route handler's response under the tags Next sent with it", async () => {
    const feed = {
      ...entry('APP_ROUTE', ''),
      value: { kind: 'APP_ROUTE', headers: { 'x-next-cache-tags': 'siteSettings,blogPost' } },
    } as never;
    await cache.set('/blog/rss.xml', feed, {});
    // Redis drops what a revalidated tag names; so does this server's memory.
    expect(shared.store.get('/blog/rss.xml')?.tags).toEqual(['siteSettings', 'blogPost']);
    await cache.revalidateTag('siteSettings');
    reachable = false;
    expect(await cache.get('/blog/rss.xml', meta)).toBeNull();
  });

  it('tells the other servers what it revalidated, and never fails a publish over it', async () => {
    const announcing = (announce: (tags: string[]) => Promise<unknown>) =>
      memoryFirst({
        memory: createLruHandler(),
        shared: shared.handler,
        reachable: () => reachable,
        publishes: shared.publishes,
        timeoutMs: 1000,
        expireTimeoutMs: 10_000,
        pauseMs: 5000,
        announce,
      });
    const told: string[][] = [];
    await announcing((tags) => (told.push(tags), Promise.resolve(1))).revalidateTag('blogPost');
    expect(told).toEqual([['blogPost']]);
    const broken = announcing(() => Promise.reject(new Error('connection lost')));
    await expect(broken.revalidateTag('faq')).resolves.toBeUndefined();
  });

  it('always reads fetched data from the shared store while it is reachable', async () => {
    await cache.set('fetch-key', entry('FETCH', 'old'), {});
    shared.store.delete('fetch-key');
    expect(await cache.get('fetch-key', meta)).toBeNull();
  });

  it('answers from memory, whatever its age, when the shared store is unreachable', async () => {
    const page = entry('APP_PAGE', 'v1');
    await cache.set('/page', page, {});
    reachable = false;
    vi.advanceTimersByTime(60_000);
    shared.calls.length = 0;
    expect(await cache.get('/page', meta)).toBe(page);
    expect(await cache.get('/other', meta)).toBeNull();
    expect(shared.calls).toEqual([]);
  });

  it('waits on a failing or silent shared store no longer than timeoutMs', async () => {
    const page = entry('APP_PAGE', 'v1');
    await cache.set('/page', page, {});
    shared.answers('fail');
    expect(await cache.get('/page', meta)).toBe(page);
    vi.advanceTimersByTime(5000); // past the pause that failure started
    shared.answers('hang');
    shared.calls.length = 0;
    const pending = cache.get('/page', meta);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toBe(page);
    expect(shared.calls).toEqual(['count']);
  });

  it('leaves a silent shared store alone for pauseMs after a timeout, then asks again', async () => {
    const page = entry('APP_PAGE', 'v1');
    await cache.set('/page', page, {});
    shared.answers('hang');
    const first = cache.get('/page', meta);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await first).toBe(page);
    shared.calls.length = 0;
    expect(await cache.get('/page', meta)).toBe(page); // at once: no call, no wait
    expect(shared.calls).toEqual([]);
    shared.answers('ok');
    shared.store.delete('/page');
    await shared.publishes.add();
    vi.advanceTimersByTime(5000);
    shared.calls.length = 0;
    expect(await cache.get('/page', meta)).toBeNull();
    expect(shared.calls).toEqual(['count', 'get /page']);
  });
});
