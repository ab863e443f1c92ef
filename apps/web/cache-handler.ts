/**
 * The cache handler next.config.ts names. The build bakes next.config into the server, so the
 * choice is made here, per server, at run time: with REDIS_URL, instrumentation.ts has started
 * the shared cache (lib/shared-cache) before the first request, and it holds pages, fetched data
 * and tags for every server; without it (and during the build) this is Next's own file-system
 * cache, exactly as without a cacheHandler. Next imports this file by path with Node's type
 * stripping, outside its bundles: of the app it imports lib/process-slots.ts alone at run time
 * (next.config.ts traces it into the standalone folder).
 */
import { createRequire } from 'node:module';

import type { CacheHandler } from 'next/dist/server/lib/incremental-cache';
import type FileSystemCacheClass from 'next/dist/server/lib/incremental-cache/file-system-cache';

import { readProcessSlot } from './lib/process-slots.ts';
import type { SharedCache } from './lib/shared-cache/slot';
import type { PageTagsRecorder } from './server/surrogate-keys';

const require = createRequire(import.meta.url);
const { default: FileSystemCache } =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js') as {
    default: typeof FileSystemCacheClass;
  };

type FileSystemCacheContext = ConstructorParameters<typeof FileSystemCacheClass>[0];

/**
 * Hands a page or route entry's tags to the production server, which names the content types
 * among them in the answer's surrogate keys for an HTTP cache in front (server/surrogate-keys.ts).
 * Absent under `next start` and in the build: nothing records.
 */
function recordTags(cacheKey: string, value: unknown) {
  const recorder = readProcessSlot<PageTagsRecorder>('page-tags');
  const headers = (value as { headers?: Record<string, unknown> } | null | undefined)?.headers;
  if (recorder && headers) recorder.record(cacheKey, headers['x-next-cache-tags']);
}

/** How many publishes this server has expired, when it has no shared cache: one server alone. */
let localPublishes = 0;

/** Next's store of the render under way: a page's render and the fetches it makes share one. */
const { workAsyncStorage } =
  require('next/dist/server/app-render/work-async-storage.external.js') as {
    workAsyncStorage: { getStore(): object | undefined };
  };

/** The publish count each render saw at its first cache read: its fetches are judged by it. */
const renderCounts = new WeakMap<object, number>();

/**
 * The publish count each key was asked at, first since it was last stored: for what Next reads
 * outside a render (a page's own entry, one render of it at a time). Bounded: the oldest beyond
 * it are forgotten, and a value whose key was forgotten is judged by its render's count alone.
 */
const askedAt = new Map<string, number>();
const ASKED_MAX = 10_000;

function noteAsked(key: string, count: number) {
  const render = workAsyncStorage.getStore();
  if (render && !renderCounts.has(render)) renderCounts.set(render, count);
  if (askedAt.has(key)) return;
  askedAt.set(key, count);
  if (askedAt.size > ASKED_MAX) askedAt.delete(askedAt.keys().next().value!);
}

/** The earliest count the value about to be stored under `key` may have been read at. */
function takeAsked(key: string): number | undefined {
  const render = workAsyncStorage.getStore();
  const counts = [render && renderCounts.get(render), askedAt.get(key)];
  askedAt.delete(key);
  const known = counts.filter((count): count is number => count !== undefined);
  return known.length ? Math.min(...known) : undefined;
}

/** Tells the production server a page's render was not kept: no shared cache may keep it. */
function reportNotKept(cacheKey: string) {
  readProcessSlot<PageTagsRecorder>('page-tags')?.notKept(cacheKey);
}

/**
 * Next's own cache (or the shared one), less one thing: a render that a publish overlapped. Next
 * stamps an entry with the time it is stored, not the time its content was read, so a page read
 * before a publish and stored after it counted as fresh and the edit waited for the hourly
 * revalidation. Each render, and each key, notes the publish count at its first read; a value
 * stored once the count has moved since either is served to its request, not kept, and not kept
 * by an HTTP cache in front either (server/surrogate-keys.ts). A publish counts before its
 * entries expire, in one step here (one server), before and after with Redis
 * (lib/shared-cache/memory-first.ts).
 */
export default class SiteCacheHandler implements CacheHandler {
  readonly #inner: CacheHandler;
  readonly #shared: SharedCache | undefined;

  constructor(context: FileSystemCacheContext) {
    this.#shared = readProcessSlot<SharedCache>('shared-cache');
    this.#inner = this.#shared
      ? new this.#shared.CacheHandler(context)
      : new FileSystemCache(context);
  }

  async get(...args: Parameters<CacheHandler['get']>) {
    noteAsked(args[0], this.#shared?.publishes.last() ?? localPublishes);
    const entry = await this.#inner.get(...args);
    recordTags(args[0], entry?.value);
    return entry;
  }

  async set(...args: Parameters<CacheHandler['set']>) {
    const asked = takeAsked(args[0]);
    if (asked !== undefined) {
      // One server: read and stored with no await between, so no publish falls in between.
      const count = this.#shared
        ? await this.#shared.publishes.read().catch(() => asked)
        : localPublishes;
      if (count > asked) {
        reportNotKept(args[0]);
        return;
      }
    }
    recordTags(args[0], args[1]);
    return this.#inner.set(...args);
  }

  revalidateTag(...args: Parameters<CacheHandler['revalidateTag']>) {
    // Counted and expired in one step: no render is stored between the two.
    localPublishes += 1;
    return this.#inner.revalidateTag(...args);
  }

  resetRequestCache() {
    this.#inner.resetRequestCache();
  }
}
