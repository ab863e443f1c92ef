/**
 * How many publishes this server has heard of, for the proxy's lists of live slugs
 * (./slug-list.ts) to reload after each one: a page published is found on its first visit, and
 * one unpublished leaves at once. Heard from the webhook on this server (app/api/revalidate) and,
 * with several servers, from the one that received it (lib/shared-cache/start.ts). The proxy is
 * bundled apart from the route and the cache, so a module variable would be one copy per bundle;
 * a global symbol is one per process.
 */
const PUBLISHES_KEY = Symbol.for('@brp/web/publishes');

const counters = globalThis as unknown as Record<symbol, number | undefined>;

export function notePublish(): void {
  counters[PUBLISHES_KEY] = publishesHeard() + 1;
}

export function publishesHeard(): number {
  return counters[PUBLISHES_KEY] ?? 0;
}
