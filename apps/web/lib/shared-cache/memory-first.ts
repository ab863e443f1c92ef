import type createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';

type Handler = ReturnType<typeof createLruHandler>;
type Entry = NonNullable<Awaited<ReturnType<Handler['get']>>>;

export interface MemoryFirstOptions {
  /** This server's own copies (the library's local-lru). */
  memory: Handler;
  /** The copies every server shares (the library's redis-strings). */
  shared: Handler;
  /** Whether the shared store answers now. */
  reachable: () => boolean;
  /** How long a copy in memory answers alone while the shared store is reachable. */
  freshMs: number;
  /** The longest one shared-store call may take before it counts as failed. */
  timeoutMs: number;
  /** After a failed or slow read, how long the shared store is left alone (a hung Redis
   * keeps its connection open, so only this spares every request the full timeout). */
  pauseMs: number;
  /** Tells the other servers a tag was revalidated, so they drop their copies in memory at once
   * (`forgetTags` on each of them) instead of serving them for up to `freshMs`. */
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

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
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
 * both; while the shared store is reachable a page in memory answers alone for `freshMs`, then
 * the shared store is asked again, so a publish on any server reaches this one within that time.
 * Fetched data is always read from the shared store (a render must not rebuild a page from data
 * another server has just invalidated). When the shared store fails or is slow, memory answers
 * whatever its age, and what is in neither is rendered: a request never waits on it longer than
 * `timeoutMs` per call, and after a failure it is left alone for `pauseMs`.
 */
export function memoryFirst({
  memory,
  shared,
  reachable,
  freshMs,
  timeoutMs,
  pauseMs,
  announce,
}: MemoryFirstOptions): Handler {
  const storedAt = new WeakMap<object, number>();
  let pausedUntil = 0;
  const usable = () => reachable() && Date.now() >= pausedUntil;

  async function remember(key: string, entry: Entry, context?: Parameters<Handler['set']>[2]) {
    await memory.set(key, entry, context);
    storedAt.set(entry, Date.now());
  }

  function fresh(entry: Entry): boolean {
    // Next's CachedRouteKind, a const enum of its own: compared by its value.
    if (String(entry.value?.kind) === 'FETCH') return false;
    return Date.now() - (storedAt.get(entry) ?? 0) < freshMs;
  }

  return {
    name: 'memory-first',
    async get(key, meta) {
      const local = await memory.get(key, meta);
      if (!usable() || (local && fresh(local))) return local ?? null;
      let remote: Entry | null | undefined;
      try {
        remote = await within(shared.get(key, meta), timeoutMs);
      } catch {
        pausedUntil = Date.now() + pauseMs;
        return local ?? null;
      }
      if (!remote) return null;
      await remember(key, remote);
      return remote;
    },
    async set(key, untagged, context) {
      const entry = withRouteTags(untagged);
      await remember(key, entry, context);
      if (usable()) await within(shared.set(key, entry, context), timeoutMs);
    },
    async revalidateTag(tag) {
      await memory.revalidateTag(tag);
      await within(shared.revalidateTag(tag), timeoutMs);
      // Best effort: a server that misses it asks the shared store again within `freshMs`.
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
