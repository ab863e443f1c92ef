import { createClient } from 'redis';

import { processSlot } from '../process-slots';

/** The longest a request waits on Redis before it is served without it. */
export const REDIS_TIMEOUT_MS = 1000;

/** How long one connection attempt may take before Redis counts as unreachable. */
const CONNECT_TIMEOUT_MS = 3000;

/** Reconnect attempts back off up to this, and never stop: Redis is used again once it answers. */
const MAX_RECONNECT_DELAY_MS = 2000;

type Log = Pick<Console, 'warn' | 'info'>;

/**
 * A node-redis client that never holds the site up. `connect()` is not awaited (it resolves only
 * once Redis answers, so a server started while Redis is down would wait with it); commands fail
 * at once while disconnected instead of queueing; every connection attempt gives up within the
 * timeout. An outage is logged once when it starts and once when it ends, not per attempt.
 */
export function connectRedis(url: string, log: Log = console) {
  const where = new URL(url).host;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      // Requests never wait on a connection attempt (they skip Redis until it is ready), so this
      // only decides when a slow connection counts as an outage.
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  });
  let down = false;
  client.on('error', (error: unknown) => {
    if (down) return;
    down = true;
    const reason = error instanceof Error ? error.message || error.name : String(error);
    log.warn(
      `⚠ Redis at ${where} is unreachable (${reason}): this server keeps answering from its own memory or by rendering, refuses publish webhooks with 503 until Redis is back, and reconnects by itself`,
    );
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info(`✓ Redis at ${where} answers again: the shared cache is in use`);
  });
  // Failures surface as 'error' events above; the first success as 'ready'.
  client.connect().catch(() => undefined);
  return client;
}

type RedisClient = ReturnType<typeof connectRedis>;

/** This process's one client of the Redis at `url` (connectRedis), made by the first who asks:
 * the instrumentation, the proxy and each route are copies of this module, and each would open
 * its own connections to one Redis and report each outage again (../process-slots.ts). */
export function sharedRedis(url: string): RedisClient {
  const clients = processSlot('redis-clients', () => new Map<string, RedisClient>());
  let client = clients.get(url);
  if (!client) {
    client = connectRedis(url);
    clients.set(url, client);
  }
  return client;
}
