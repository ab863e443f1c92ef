import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { notePublish } from '../content/publishes';
import { seedFromBuild } from './initial-cache';
import { memoryFirst, within } from './memory-first';
import { type connectRedis, REDIS_TIMEOUT_MS, sharedRedis } from './redis-client';
import { publishSharedCache, type SharedCache } from './slot';

/** Where a server says which tags it revalidated, for the others to reload their lists of
 * addresses. */
const REVALIDATED_CHANNEL = 'brp:revalidated-tags';

/**
 * How long an entry stays in Redis, in seconds, at least: a week from when it was made. Past its
 * revalidation time Next serves it while it regenerates it, as it does from disk; the library's
 * default (1.5 × that time, 90 min here) dropped even the build's pages when an image was started
 * more than 90 min after its build.
 */
const KEEP_S = 7 * 24 * 60 * 60;

/** How long a publish may take to drop its entries from Redis (see memory-first.ts). */
const EXPIRE_TIMEOUT_MS = 10_000;

/** How long a Redis that failed to answer in time is left alone before it is asked again. */
const PAUSE_MS = 5000;

/**
 * Once per build and Redis, the first server to reach Redis fills it with the build's pages.
 * Only the first: a server started after a publish must not put the pages back as built.
 */
async function seedOnce(client: ReturnType<typeof connectRedis>, distDir: string) {
  const buildId = (
    await readFile(join(/* turbopackIgnore: true */ process.cwd(), distDir, 'BUILD_ID'), 'utf8')
  ).trim();
  const claimed = await client.set(`brp:${buildId}:seeded`, new Date().toISOString(), {
    NX: true,
  });
  if (claimed !== 'OK') return;
  await seedFromBuild(distDir);
  console.info(`✓ Shared cache: filled with the pages of build ${buildId}`);
}

/**
 * Tells this server's proxy of publishes made on another (a publish webhook lands on one server),
 * so that its lists of addresses find a new page at its first visit. A second connection, as Redis
 * wants for subscriptions; it subscribes again after each reconnection.
 */
function listenForPublishes(client: ReturnType<typeof connectRedis>) {
  const subscriber = client.duplicate();
  subscriber.on('error', () => undefined); // the main client reports outages, once
  subscriber.once('ready', () => {
    subscriber
      .subscribe(REVALIDATED_CHANNEL, () => notePublish())
      .catch((error: unknown) =>
        console.warn(`⚠ Shared cache: no revalidation channel (${String(error)})`),
      );
  });
  subscriber.connect().catch(() => undefined);
}

/** The count of every server's publishes, one small key beside the pages. */
function publishCount(client: ReturnType<typeof connectRedis>, key: string) {
  let last = 0;
  return {
    last: () => last,
    async read() {
      last = Number(await client.get(key));
      return last;
    },
    add: () => client.incr(key),
  };
}

/**
 * Connects to Redis (without waiting for it) and publishes the shared cache the cache handler
 * uses from the next request on. Keys carry the build id: a new deployment never serves pages
 * whose scripts only the old one has.
 */
export function startSharedCache(redisUrl: string, distDir: string): SharedCache {
  const client = sharedRedis(redisUrl);
  const seed = () => {
    seedOnce(client, distDir).catch((error: unknown) =>
      console.warn(`⚠ Shared cache: the build's pages were not copied in (${String(error)})`),
    );
  };
  // The process's one connection (redis-client.ts): a limit may have opened it first.
  if (client.isReady) seed();
  else client.once('ready', seed);
  const reachable = () => client.isReady;
  const memory = createLruHandler({ maxItemsNumber: 1000, maxItemSizeBytes: 64 * 1024 * 1024 });
  listenForPublishes(client);
  // Next names the build when it first creates a handler, before any request reads a page.
  let publishes = publishCount(client, 'brp:dev:publishes');
  CacheHandler.onCreation(({ buildId = 'dev' }) => {
    publishes = publishCount(client, `brp:${buildId}:publishes`);
    return {
      ttl: { estimateExpireAge: (staleAge: number) => Math.max(staleAge * 1.5, KEEP_S) },
      handlers: [
        memoryFirst({
          memory,
          shared: createRedisHandler({
            // The library types the client as node-redis' default; ours adds no modules either.
            client: client as unknown as Parameters<typeof createRedisHandler>[0]['client'],
            keyPrefix: `brp:${buildId}:`,
            timeoutMs: REDIS_TIMEOUT_MS,
          }),
          reachable,
          publishes,
          timeoutMs: REDIS_TIMEOUT_MS,
          expireTimeoutMs: EXPIRE_TIMEOUT_MS,
          pauseMs: PAUSE_MS,
          announce: (tags) => client.publish(REVALIDATED_CHANNEL, JSON.stringify(tags)),
        }),
      ],
    };
  });
  const shared: SharedCache = {
    CacheHandler: CacheHandler as unknown as SharedCache['CacheHandler'],
    reachable,
    publishes: {
      last: () => publishes.last(),
      read: () => within(publishes.read(), REDIS_TIMEOUT_MS),
    },
  };
  publishSharedCache(shared);
  return shared;
}
