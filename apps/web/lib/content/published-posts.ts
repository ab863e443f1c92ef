import { getPostSlugs } from '.';

/** The least time between two reloads of the slug list caused by unknown slugs. */
const RELOAD_AFTER_MISS_MS = 10_000;

let known = new Set<string>();
let loadedAt = -Infinity;
let loading: Promise<void> | undefined;

function reload(): Promise<void> {
  loading ??= getPostSlugs()
    .then((slugs) => {
      known = new Set(slugs);
      loadedAt = Date.now();
    })
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

/**
 * Whether a published post has this slug. The list is kept in memory and reloaded when a slug is
 * missing from it (a post published since), at most every 10 s, so that a stream of unknown
 * addresses costs one content query per 10 s and a new post is found on its first visit.
 */
export async function isPublishedPost(slug: string): Promise<boolean> {
  if (known.has(slug)) return true;
  if (Date.now() - loadedAt >= RELOAD_AFTER_MISS_MS) await reload();
  return known.has(slug);
}
