import { getJobPostingSlugs, getPageAddresses, getPostSlugs } from '.';

/** The least time between two reloads of a slug list caused by unknown slugs. */
const RELOAD_AFTER_MISS_MS = 10_000;
/** How long a known slug is trusted: a document unpublished or closed leaves within a minute. */
const KNOWN_FOR_MS = 60_000;

/**
 * Whether a live document may have this slug, from a list kept in memory and reloaded when a slug
 * is missing from it (a document published since), at most every 10 s, so that a stream of unknown
 * addresses costs one content query per 10 s and a new document is found on its first visit; and
 * when it is a minute old, so one closed or unpublished since leaves. When the content source
 * cannot be asked, the last list it gave still answers (a flood of junk addresses during an outage
 * must not reach the pages, whose 404s would be kept); only before any list was had is the answer
 * yes, and the page itself decides, from its cache.
 */
function knownSlugs(load: () => Promise<readonly (string | null)[]>, what: string) {
  let known: Set<string | null> | undefined;
  let loadedAt = -Infinity;
  let lastLoadFailed = false;
  let loading: Promise<boolean> | undefined;

  /** Reloads the list; false when the content source could not be asked. */
  const reload = () => {
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
        loading = undefined;
      });
    return loading;
  };

  return async (slug: string): Promise<boolean> => {
    const age = Date.now() - loadedAt;
    if (age < RELOAD_AFTER_MISS_MS) return known ? known.has(slug) : lastLoadFailed;
    if (known?.has(slug) && age < KNOWN_FOR_MS) return true;
    await reload();
    return known ? known.has(slug) : true;
  };
}

/** Whether a live blog post may have this slug. */
export const isPublishedPost = knownSlugs(() => getPostSlugs({ fresh: true }), 'blog');

/** Whether an open job posting may have this slug (a closed one's address is unknown). */
export const isOpenJobPosting = knownSlugs(
  () => getJobPostingSlugs({ fresh: true }),
  'job posting',
);

/** Whether a published page built in the studio may have this address (no leading slash). */
export const isPublishedPage = knownSlugs(() => getPageAddresses({ fresh: true }), 'page address');
