/**
 * A fixed-window rate limit per client, in memory: enough for one server process serving the
 * outbox (a development aid). The map holds at most `maxClients` entries, dropping the oldest
 * window first, so a flood of distinct addresses cannot grow it without bound.
 */
export interface RateLimitOptions {
  /** Requests allowed per client per window. */
  limit: number;
  windowMs: number;
  maxClients: number;
  now?: () => number;
}

export type RateLimiter = (client: string) => boolean;

export function createRateLimiter({
  limit,
  windowMs,
  maxClients,
  now = Date.now,
}: RateLimitOptions): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return (client) => {
    const time = now();
    const current = windows.get(client);
    if (current && time - current.start < windowMs) {
      current.count += 1;
      return current.count <= limit;
    }
    // A new window goes to the end of the map's insertion order, where eviction reaches it last.
    windows.delete(client);
    windows.set(client, { start: time, count: 1 });
    while (windows.size > maxClients) windows.delete(windows.keys().next().value!);
    return true;
  };
}

/**
 * Who sent a request, for the rate limit: the first address of X-Forwarded-For, which `next
 * start` sets from the connection, and the production server rewrites to the address its trusted
 * proxies report (server/trusted-client.ts), so a client cannot forge it there; under `next dev`
 * it can. The waitlist's limit counts by it too.
 */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip') || 'unknown';
}
