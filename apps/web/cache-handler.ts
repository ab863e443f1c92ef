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

/**
 * The publish count each key was asked at, first since it was last stored. Bounded: the oldest
 * beyond it are forgotten, and a render whose key was forgotten is kept as before this rule.
 */
const askedAt = new Map<string, number>();
const ASKED_MAX = 10_000;

function noteAsked(key: string, count: number) {
  if (askedAt.has(key)) return;
  askedAt.set(key, count);
  if (askedAt.size > ASKED_MAX) askedAt.delete(askedAt.keys().next().value!);
}

/**
 * Next's own cache (or the shared one), less one thing: a render that a publish overlapped. Next
 * stamps an entry with the time it is stored, not the time its content was read, so a page read
 * before a publish and stored after it counted as fresh and the edit waited for the hourly
 * revalidation. Each key notes the publish count when it is first asked for (a miss is a render
 * about to begin); a value stored once the count has moved is served to its request and not
 * kept. A publish counts before its entries expire, in one step here (one server), before and
 * after with Redis (lib/shared-cache/memory-first.ts).
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
    const asked = askedAt.get(args[0]);
    askedAt.delete(args[0]);
    if (asked !== undefined) {
      // One server: read and stored with no await between, so no publish falls in between.
      const count = this.#shared
        ? await this.#shared.publishes.read().catch(() => asked)
        : localPublishes;
      if (count > asked) return;
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
