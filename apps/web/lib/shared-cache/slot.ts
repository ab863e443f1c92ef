import type { CacheHandler, CacheHandlerContext } from 'next/dist/server/lib/incremental-cache';

/**
 * The shared cache as instrumentation.ts starts it, for the code Next loads apart from it: the
 * cache handler (loaded by path, outside the bundles) and the revalidation route (its own
 * bundle). A module variable would be one copy per bundle; a global symbol is one per process.
 */
export interface SharedCache {
  /** Next's cache handler, backed by Redis with this server's memory in front. */
  CacheHandler: new (context: CacheHandlerContext) => CacheHandler;
  /** Whether Redis answers now; a publish while it does not would reach this server only. */
  reachable(): boolean;
}

/** The key the cache handler (apps/web/cache-handler.ts) looks the shared cache up by. */
export const SHARED_CACHE_KEY = '@brp/web/shared-cache';

const slots = globalThis as unknown as Record<symbol, SharedCache | undefined>;

export function publishSharedCache(cache: SharedCache): void {
  slots[Symbol.for(SHARED_CACHE_KEY)] = cache;
}

/** The shared cache of this server, or undefined when REDIS_URL is unset (or during a build). */
export function sharedCache(): SharedCache | undefined {
  return slots[Symbol.for(SHARED_CACHE_KEY)];
}
