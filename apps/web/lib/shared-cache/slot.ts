import type { CacheHandler, CacheHandlerContext } from 'next/dist/server/lib/incremental-cache';

import { readProcessSlot, setProcessSlot } from '../process-slots';

/**
 * The shared cache as instrumentation.ts starts it, for the code Next loads apart from it: the
 * cache handler (loaded by path, outside the bundles) and the revalidation route (its own
 * bundle): the process's one slot of it (../process-slots.ts).
 */
export interface SharedCache {
  /** Next's cache handler, backed by Redis with this server's memory in front. */
  CacheHandler: new (context: CacheHandlerContext) => CacheHandler;
  /** Whether Redis answers now; a publish while it does not would reach this server only. */
  reachable(): boolean;
  /** How many publishes every server together has made, as last read, and read now. */
  publishes: PublishCount;
}

export interface PublishCount {
  last(): number;
  read(): Promise<number>;
}

export function publishSharedCache(cache: SharedCache): void {
  setProcessSlot('shared-cache', cache);
}

/** The shared cache of this server, or undefined when REDIS_URL is unset (or during a build). */
export function sharedCache(): SharedCache | undefined {
  return readProcessSlot<SharedCache>('shared-cache');
}
