import { publishesHeard } from './publishes';

/** The least time between two reloads of a slug list caused by unknown slugs, by default. */
const RELOAD_AFTER_MISS_MS = 10_000;
/** How long a known slug is trusted: a document unpublished or closed leaves within a minute. */
const KNOWN_FOR_MS = 60_000;

/**
 * Whether a live document may have this slug, from a list kept in memory. It is reloaded after
 * each publish this server hears of (./publishes.ts), so a new document is found on its first
 * visit and one unpublished leaves at once; when a slug is missing from it, at most every
 * `reloadAfterMissMs` (10 s, SANITY_ADDRESS_RELOAD_SECONDS), so that a stream of unknown
 * addresses costs one content query in that time and a document published without a webhook is
 * found within it; and when it is a minute old. When the content source
 * cannot be asked, the last list it gave still answers (a flood of junk addresses during an outage
 * must not reach the pages, whose 404s would be kept); only before any list was had is the answer
 * yes, and the page itself decides, from its cache.
 */
export function slugList(
  load: () => Promise<readonly (string | null)[]>,
  what: string,
  reloadAfterMissMs = RELOAD_AFTER_MISS_MS,
) {
  let known: Set<string | null> | undefined;
  let loadedAt = -Infinity;
  let loadedAfter = -1;
  let lastLoadFailed = false;
  let loading: Promise<boolean> | undefined;

  /** Reloads the list; false when the content source could not be asked. */
  const reload = () => {
    // Counted before the query: a publish heard while it runs may be missing from its answer.
    const publishes = publishesHeard();
    loading ??= load()
      .then((slugs) => {
        known = new Set(slugs);
        lastLoadFailed = false;
        return true;
      })
      .catch((error: unknown) => {
        if (!lastLoadFailed)
          console.warn(`Could not load the ${what} slugs; the pages decide.`, error);
        lastLoadFailed = true;
        return false;
      })
      .finally(() => {
        loadedAt = Date.now();
        loadedAfter = publishes;
        loading = undefined;
      });
    return loading;
  };

  return async (slug: string): Promise<boolean> => {
    const age = Date.now() - loadedAt;
    const published = publishesHeard() !== loadedAfter;
    if (!published && age < reloadAfterMissMs) return known ? known.has(slug) : lastLoadFailed;
    if (!published && known?.has(slug) && age < KNOWN_FOR_MS) return true;
    await reload();
    return known ? known.has(slug) : true;
  };
}
