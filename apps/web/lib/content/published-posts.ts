import { getPostSlugs } from '.';

/** The least time between two reloads of the slug list caused by unknown slugs. */
const RELOAD_AFTER_MISS_MS = 10_000;

let known = new Set<string>();
let loadedAt = -Infinity;
let lastLoadFailed = false;
let loading: Promise<boolean> | undefined;

/** Reloads the list; false when the content source could not be asked. */
function reload(): Promise<boolean> {
  loading ??= getPostSlugs()
    .then((slugs) => {
      known = new Set(slugs);
      lastLoadFailed = false;
      return true;
    })
    .catch((error: unknown) => {
      if (!lastLoadFailed) console.warn('Could not load the blog slugs; the pages decide.', error);
      lastLoadFailed = true;
      return false;
    })
    .finally(() => {
      loadedAt = Date.now();
      loading = undefined;
    });
  return loading;
}

/**
 * Whether a published post may have this slug. The list is kept in memory and reloaded when a slug
 * is missing from it (a post published since), at most every 10 s, so that a stream of unknown
 * addresses costs one content query per 10 s and a new post is found on its first visit. When the
 * content source cannot be asked, the answer is yes: the page itself decides, from its cache.
 */
export async function isPublishedPost(slug: string): Promise<boolean> {
  if (known.has(slug)) return true;
  if (Date.now() - loadedAt < RELOAD_AFTER_MISS_MS) return lastLoadFailed;
  return !(await reload()) || known.has(slug);
}
