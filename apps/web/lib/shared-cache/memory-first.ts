import type createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';

type Handler = ReturnType<typeof createLruHandler>;
type Entry = NonNullable<Awaited<ReturnType<Handler['get']>>>;

/**
 * How many publishes every server together has made (a counter in the shared store): a copy in a
 * server's memory answers alone while the count is the one it was stored under.
 */
/** How much one expiry adds to the count of publishes: once before its entries go, once after. */
export const COUNTS_PER_EXPIRY = 2;

interface PublishCount {
  /** The count as last read (0 before the first read): never later than the shared store's. */
  last(): number;
  /** The count now, read from the shared store. */
  read(): Promise<number>;
  /** Adds one, in the shared store. */
  add(): Promise<unknown>;
}

export interface MemoryFirstOptions {
  /** This server's own copies (the library's local-lru). */
  memory: Handler;
  /** The copies every server shares (the library's redis-strings). */
  shared: Handler;
  /** Whether the shared store answers now. */
  reachable: () => boolean;
  /** The publishes of every server: a copy in memory stored before the last one is not used. */
  publishes: PublishCount;
  /** The longest one shared-store call may take before it counts as failed. */
  timeoutMs: number;
  /** The longest a publish may take to drop its entries from the shared store (a scan of its
   * tags: longer than a page's read, and no visitor waits on it). */
  expireTimeoutMs: number;
  /** After a failed or slow read, how long the shared store is left alone (a hung Redis
   * keeps its connection open, so only this spares every request the full timeout). */
  pauseMs: number;
  /** Tells the other servers a tag was revalidated (their proxies' lists of addresses). */
  announce?: (tags: string[]) => Promise<unknown>;
}

class TimedOut extends Error {}

/**
 * The entry with its cache tags. The library files a route handler's response (a feed, a sitemap,
 * a link-preview image) with the tags of the call's context, which Next leaves empty for routes:
 * untagged, no publish ever revalidated it, in Redis or in memory (fortedigital issue #231). Next
 * sends the tags with the response, in the header the library already reads for pages.
 */
function withRouteTags(entry: Entry): Entry {
  const value = entry.value as { kind?: unknown; headers?: Record<string, unknown> } | null;
  if (String(value?.kind) !== 'APP_ROUTE' || entry.tags.length > 0) return entry;
  const header = value?.headers?.['x-next-cache-tags'];
  const tags = Array.isArray(header) ? header : typeof header === 'string' ? header.split(',') : [];
  return { ...entry, tags: tags.filter((tag): tag is string => typeof tag === 'string' && !!tag) };
}

/** `promise`, or a failure once `ms` have passed without its answer. */
export function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The shared store with this server's memory in front. Not the library's composite handler: it
 * writes to one of its handlers only, and its LRU never expires an entry, so a page another
 * server revalidated would be served from memory here until a restart. Here every write goes to
 * both; a page in memory answers while the publish count is the one it was stored under (one
 * small read of the shared store, not the page), so a publish on any server shows on every other
 * at its next request. Fetched data is always read from the shared store (a render must not
 * rebuild a page from data another server has just invalidated). When the shared store fails or
 * is slow, memory answers whatever its age, and what is in neither is rendered: a request never
 * waits on it longer than `timeoutMs` per call, and after a failure it is left alone for
 * `pauseMs`.
 */
export function memoryFirst({
  memory,
  shared,
  reachable,
  publishes,
  timeoutMs,
  expireTimeoutMs,
  pauseMs,
  announce,
}: MemoryFirstOptions): Handler {
  const storedUnder = new WeakMap<object, number>();
  let pausedUntil = 0;
  const usable = () => reachable() && Date.now() >= pausedUntil;

  /** Keeps `entry` in memory under the count `under`: the one read before it was. */
  async function remember(
    key: string,
    entry: Entry,
    under: number,
    context?: Parameters<Handler['set']>[2],
  ) {
    await memory.set(key, entry, context);
    storedUnder.set(entry, under);
  }

  function current(entry: Entry, count: number): boolean {
    return storedUnder.get(entry) === count;
  }

  return {
    name: 'memory-first',
    async get(key, meta) {
      const local = await memory.get(key, meta);
      if (!usable()) return local ?? null;
      let remote: Entry | null | undefined;
      // What memory cannot answer is read from Redis alone, and kept under the count last read
      // (never later than the entry: at worst it is read again once).
      let count = publishes.last();
      try {
        // Fetched data is always read from Redis (Next's CachedRouteKind, compared by its value).
        if (local && String(local.value?.kind) !== 'FETCH') {
          count = await within(publishes.read(), timeoutMs);
          if (current(local, count)) return local;
        }
        remote = await within(shared.get(key, meta), timeoutMs);
      } catch {
        pausedUntil = Date.now() + pauseMs;
        return local ?? null;
      }
      if (!remote) return null;
      await remember(key, remote, count);
      return remote;
    },
    async set(key, untagged, context) {
      const entry = withRouteTags(untagged);
      await remember(key, entry, publishes.last(), context);
      if (usable()) await within(shared.set(key, entry, context), timeoutMs);
    },
    async revalidateTag(tag) {
      // Counted before and after: a render on any server that began before the count moved, or
      // read while the entries were being dropped, is not kept (cache-handler.ts).
      await within(publishes.add(), timeoutMs);
      await memory.revalidateTag(tag);
      await within(shared.revalidateTag(tag), expireTimeoutMs);
      await within(publishes.add(), timeoutMs);
      // Best effort: a server that misses it reloads its lists of addresses on its own clock.
      await within(
        announce?.(typeof tag === 'string' ? [tag] : tag) ?? Promise.resolve(),
        timeoutMs,
      ).catch(() => undefined);
    },
    async delete(key) {
      await memory.delete?.(key);
      if (reachable()) await within(shared.delete?.(key) ?? Promise.resolve(), timeoutMs);
    },
    async prepare() {
      if (reachable()) await within(shared.prepare?.() ?? Promise.resolve(), timeoutMs);
    },
  };
}
