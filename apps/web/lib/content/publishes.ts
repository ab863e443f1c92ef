/**
 * How many publishes this server has heard of, for the proxy's lists of live slugs
 * (./slug-list.ts) to reload after each one: a page published is found on its first visit, and
 * one unpublished leaves at once. Heard from the webhook on this server (app/api/revalidate) and,
 * with several servers, from the one that received it (lib/shared-cache/start.ts). The proxy is
 * bundled apart from the route and the cache: the count is the process's (../process-slots.ts).
 */
import { processSlot } from '../process-slots';

const heard = () => processSlot('publishes', () => ({ count: 0 }));

export function notePublish(): void {
  heard().count += 1;
}

export function publishesHeard(): number {
  return heard().count;
}
