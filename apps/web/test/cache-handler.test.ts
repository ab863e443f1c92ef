import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { CacheHandler } from 'next/dist/server/lib/incremental-cache';
import { afterEach, describe, expect, it, vi } from 'vitest';

import SiteCacheHandler from '../cache-handler';
import { readProcessSlot, setProcessSlot } from '../lib/process-slots';
import { publishSharedCache } from '../lib/shared-cache/slot';

// Next's server puts AsyncLocalStorage on globalThis before its stores are made; so does this,
// before cache-handler.ts loads them.
vi.hoisted(() => {
  (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage =
    process.getBuiltinModule('node:async_hooks').AsyncLocalStorage;
});

type Context = ConstructorParameters<typeof SiteCacheHandler>[0];
type Entry = Parameters<CacheHandler['set']>[1];

const page = (html: string) =>
  ({
    kind: 'APP_PAGE',
    html,
    headers: { 'x-next-cache-tags': 'blogPost' },
    status: 200,
  }) as never as Entry;
const KEY = '/route-cache/APP_PAGE/1/$/blog';
const setContext = { cacheControl: { revalidate: 3600, expire: 31536000 } } as never;
const meta = { kind: 'APP_PAGE', isRoutePPREnabled: false, tags: ['blogPost'] } as never;

const require = createRequire(import.meta.url);
const before = readProcessSlot('shared-cache');
afterEach(() => setProcessSlot('shared-cache', before));

/** Next's own cache, as the site runs it on one server without Redis. */
function oneServer(): SiteCacheHandler {
  const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js') as { nodeFs: unknown };
  return new SiteCacheHandler({
    fs: nodeFs,
    serverDistDir: mkdtempSync(join(tmpdir(), 'cache-handler-')),
    flushToDisk: false,
    maxMemoryCacheSize: 1024 * 1024,
    revalidatedTags: [],
  } as never);
}

// A render that read the content before a publish and is stored after it would look fresh (Next
// stamps an entry when it is stored): it is served to its request, and not kept.
describe('a render a publish overlapped', () => {
  it('is not kept on one server; the render after it is', async () => {
    const cache = oneServer();
    expect(await cache.get(KEY, meta)).toBeNull(); // a miss: the render begins
    await cache.revalidateTag(['blogPost']); // the publish, while it reads
    await cache.set(KEY, page('old'), setContext);
    expect(await cache.get(KEY, meta)).toBeNull();
    await cache.set(KEY, page('new'), setContext);
    expect((await cache.get(KEY, meta))?.value).toMatchObject({ html: 'new' });
  });

  it('is not kept when two renders read the same answer before a publish', async () => {
    const { workAsyncStorage } =
      require('next/dist/server/app-render/work-async-storage.external.js') as {
        workAsyncStorage: { run<T>(store: object, run: () => T): T };
      };
    const notKept: string[] = [];
    setProcessSlot('page-tags', {
      record: () => undefined,
      notKept: (key: string) => notKept.push(key),
    });
    try {
      const cache = oneServer();
      const fetchKey = 'fetch-announcements';
      // Two pages' renders ask for the same fetched answer; the publish comes while they read.
      const [home, about] = [{}, {}];
      await workAsyncStorage.run(home, () => cache.get(fetchKey, meta));
      await workAsyncStorage.run(about, () => cache.get(fetchKey, meta));
      await cache.revalidateTag(['blogPost']);
      await workAsyncStorage.run(home, () => cache.set(fetchKey, page('old'), setContext));
      await workAsyncStorage.run(about, () => cache.set(fetchKey, page('old'), setContext));
      expect(await workAsyncStorage.run({}, () => cache.get(fetchKey, meta))).toBeNull();
      expect(notKept).toEqual([fetchKey, fetchKey]);
    } finally {
      setProcessSlot('page-tags', undefined);
    }
  });

  it('is not kept by servers sharing Redis, whichever of them published', async () => {
    const stored = new Map<string, Entry>();
    let count = 0;
    class Shared {
      get = (key: string) => Promise.resolve(stored.has(key) ? { value: stored.get(key) } : null);
      set = (key: string, value: Entry) => Promise.resolve(void stored.set(key, value));
    }
    publishSharedCache({
      CacheHandler: Shared as unknown as new () => CacheHandler,
      reachable: () => true,
      publishes: { last: () => count, read: () => Promise.resolve(count) },
    });
    const cache = new SiteCacheHandler({} as Context);
    await cache.get(KEY, meta);
    count += 2; // another server published meanwhile
    await cache.set(KEY, page('old'), setContext);
    expect(stored.has(KEY)).toBe(false);
    await cache.get(KEY, meta);
    await cache.set(KEY, page('new'), setContext);
    expect(stored.get(KEY)).toMatchObject({ html: 'new' });
  });
});
