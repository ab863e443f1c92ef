/**
 * The cache handler next.config.ts names. The build bakes next.config into the server, so the
 * choice is made here, per server, at run time: with REDIS_URL, instrumentation.ts has started
 * the shared cache (lib/shared-cache) before the first request, and it holds pages, fetched data
 * and tags for every server; without it (and during the build) this is Next's own file-system
 * cache, exactly as without a cacheHandler. Next imports this file by path with Node's type
 * stripping, outside its bundles: it imports nothing of the app at run time.
 */
import { createRequire } from 'node:module';

import type { CacheHandler } from 'next/dist/server/lib/incremental-cache';
import type FileSystemCacheClass from 'next/dist/server/lib/incremental-cache/file-system-cache';

import type { SharedCache } from './lib/shared-cache/slot';

/** lib/shared-cache/slot.ts publishes under this key (its unit test checks they agree). */
export const SHARED_CACHE_KEY = '@brp/web/shared-cache';
/** server/surrogate-keys.ts records page tags under this key (its unit test checks they agree). */
export const PAGE_TAGS_KEY = '@brp/web/page-tags';

const require = createRequire(import.meta.url);
const { default: FileSystemCache } =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js') as {
    default: typeof FileSystemCacheClass;
  };

type FileSystemCacheContext = ConstructorParameters<typeof FileSystemCacheClass>[0];

function sharedCache(): SharedCache | undefined {
  return (globalThis as unknown as Record<symbol, SharedCache | undefined>)[
    Symbol.for(SHARED_CACHE_KEY)
  ];
}

interface PageTagsRecorder {
  record(cacheKey: string, tags: unknown): void;
}

/**
 * Hands a page or route entry's tags to the production server, which names the content types
 * among them in the answer's surrogate keys for an HTTP cache in front (server/surrogate-keys.ts).
 * Absent under `next start` and in the build: nothing records.
 */
function recordTags(cacheKey: string, value: unknown) {
  const recorder = (globalThis as unknown as Record<symbol, PageTagsRecorder | undefined>)[
    Symbol.for(PAGE_TAGS_KEY)
  ];
  const headers = (value as { headers?: Record<string, unknown> } | null | undefined)?.headers;
  if (recorder && headers) recorder.record(cacheKey, headers['x-next-cache-tags']);
}

export default class SiteCacheHandler implements CacheHandler {
  readonly #inner: CacheHandler;

  constructor(context: FileSystemCacheContext) {
    const shared = sharedCache();
    this.#inner = shared ? new shared.CacheHandler(context) : new FileSystemCache(context);
  }

  async get(...args: Parameters<CacheHandler['get']>) {
    const entry = await this.#inner.get(...args);
    recordTags(args[0], entry?.value);
    return entry;
  }

  set(...args: Parameters<CacheHandler['set']>) {
    recordTags(args[0], args[1]);
    return this.#inner.set(...args);
  }

  revalidateTag(...args: Parameters<CacheHandler['revalidateTag']>) {
    return this.#inner.revalidateTag(...args);
  }

  resetRequestCache() {
    this.#inner.resetRequestCache();
  }
}
