import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';

import { memoryFirst } from './memory-first';
import { connectRedis, REDIS_TIMEOUT_MS } from './redis-client';
import { publishSharedCache, type SharedCache } from './slot';

/** How long a page in this server's memory answers alone: a publish elsewhere shows after this. */
const FRESH_MS = 2000;

/**
 * Connects to Redis (without waiting for it) and publishes the shared cache the cache handler
 * uses from the next request on. Keys carry the build id: a new deployment never serves pages
 * whose scripts only the old one has.
 */
export function startSharedCache(redisUrl: string): SharedCache {
  const client = connectRedis(redisUrl);
  const reachable = () => client.isReady;
  CacheHandler.onCreation(({ buildId }) => ({
    handlers: [
      memoryFirst({
        memory: createLruHandler({ maxItemsNumber: 1000, maxItemSizeBytes: 64 * 1024 * 1024 }),
        shared: createRedisHandler({
          // The library types the client as node-redis' default; ours adds no modules either.
          client: client as unknown as Parameters<typeof createRedisHandler>[0]['client'],
          keyPrefix: `brp:${buildId ?? 'dev'}:`,
          timeoutMs: REDIS_TIMEOUT_MS,
        }),
        reachable,
        freshMs: FRESH_MS,
        timeoutMs: REDIS_TIMEOUT_MS,
      }),
    ],
  }));
  const shared: SharedCache = {
    CacheHandler: CacheHandler as unknown as SharedCache['CacheHandler'],
    reachable,
  };
  publishSharedCache(shared);
  return shared;
}
