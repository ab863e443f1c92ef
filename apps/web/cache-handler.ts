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

export default class SiteCacheHandler implements CacheHandler {
  readonly #inner: CacheHandler;

  constructor(context: FileSystemCacheContext) {
    const shared = readProcessSlot<SharedCache>('shared-cache');
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
