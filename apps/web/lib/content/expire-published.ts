import 'server-only';

import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';

/**
 * Expires every page and fetched answer tagged with one of `tags`, and resolves once the cache
 * (this server's, or Redis for every server) has let go of them: the next request renders them
 * from the content as it is now. Next's `revalidateTag` queues this same call until the route
 * handler has returned (its `executeRevalidates`, handed to `waitUntil`): too late for the
 * publish webhook, which purges the HTTP caches next and would have them fetch the old page
 * again. The request's incremental cache, the one Next calls (pinned by
 * test/next-internals.test.ts); no durations: expired now, not stale-while-revalidate.
 */
export async function expirePublished(tags: string[]): Promise<void> {
  const cache = workAsyncStorage.getStore()?.incrementalCache;
  if (!cache) throw new Error('expirePublished runs in a request, where Next has its cache');
  await cache.revalidateTag(tags);
}
