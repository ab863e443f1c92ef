/**
 * What the production server adds for an HTTP cache in front (docs/deployment.md, "An HTTP cache
 * in front"): each page or route answer names, as surrogate keys, the content types it was made
 * from, in the headers Varnish's xkey (`xkey`) and Fastly (`Surrogate-Key`) read; and its
 * Cache-Control lets shared caches keep it (`s-maxage`, `stale-while-revalidate`) while browsers
 * check it again each time (`max-age=0`, answered with a 304 when they have it).
 *
 * The content types come from Next's own cache: an entry carries the tags of the fetches that
 * made it (`x-next-cache-tags`, the content module's tags, one per document type), and the cache
 * handler (cache-handler.ts) hands them over here as Next reads and writes its entries. A page no
 * entry has named yet (one rendered for the first time) gets every type: a publish of any type
 * purges it, which is never wrong.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import { CONTENT_TYPES, isContentType } from '@brp/core/content-types';
import { LRUCache } from 'lru-cache';

import { setProcessSlot } from '../lib/process-slots';

/** The key every page and route answer carries: a purge of it empties the cache of pages. */
export const EVERY_PAGE_KEY = 'site';
/** How long a shared cache keeps a route answer Next caches without saying so (sitemap, images,
 * feeds): its content may follow the clock (a post scheduled for today), which Next reads again
 * every minute at most. */
const ROUTE_SHARED_MAX_AGE_S = 60;
/** How long a shared cache keeps a 404: Next would let it keep one a year, for every junk
 * address a visitor makes up; a page published at that address must show within a minute too. */
const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
/** How long past that a shared cache may serve a page while it fetches it again. */
const STALE_WHILE_REVALIDATE_S = 24 * 60 * 60;

export interface PageTagsRecorder {
  /** Next's cache key of a page or route entry, and the tags it was stored with. */
  record(cacheKey: string, tags: unknown): void;
  /** A render of this entry that a publish overlapped, not kept: until one is, none is shared. */
  notKept(cacheKey: string): void;
}

/** For a render a publish overlapped: made from the content before it, for this visitor only. */
const NOT_SHARED_CACHE_CONTROL = 'private, no-store';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** `/route-cache/APP_PAGE/<hash>/$/blog/post` → `/blog/post`; the home page is filed as `/index`. */
export function pathOfCacheKey(cacheKey: string): string | undefined {
  const path = /\/\$(\/.*)$/.exec(cacheKey)?.[1] ?? (cacheKey.startsWith('/') ? cacheKey : '');
  if (!path) return undefined;
  return path === '/index' ? '/' : path;
}

/** The page a request asks for, whichever form of it (the page, its payload, a prefetched part). */
export function pathOfRequest(url: string): string {
  const path = url.split('?')[0] ?? '/';
  return path.replace(/(\.segments\/.*|\.rsc)$/, '').replace(/(.)\/$/, '$1') || '/';
}

/** The content types among Next's tags (the rest are its own: layouts, pages, paths). */
function contentTypesOf(tags: unknown): string[] {
  const list = typeof tags === 'string' ? tags.split(',') : Array.isArray(tags) ? tags : [];
  return [...new Set(list.filter((tag): tag is string => isContentType(String(tag))))];
}

/**
 * Next's Cache-Control for a shared cache too: `s-maxage` as Next gives it (or a minute for a
 * route Next caches without saying so), some staleness allowed, and none for browsers. Answers
 * Next does not cache are left as they are.
 */
export function sharedCacheControl(cacheControl: string, cachedByNext: boolean): string {
  const sharedMaxAge = /\bs-maxage=(\d+)/.exec(cacheControl)?.[1];
  if (sharedMaxAge === undefined && !cachedByNext) return cacheControl;
  if (/\b(private|no-store)\b/.test(cacheControl)) return cacheControl;
  const swr = /\bstale-while-revalidate=(\d+)/.exec(cacheControl)?.[1] ?? STALE_WHILE_REVALIDATE_S;
  return `public, max-age=0, s-maxage=${sharedMaxAge ?? ROUTE_SHARED_MAX_AGE_S}, stale-while-revalidate=${swr}`;
}

/**
 * Wraps the request handler: records the tags the cache handler reports, and sets the keys and
 * Cache-Control on every answer Next caches (pages, payloads, feeds, the sitemap, images made by
 * routes) as its headers are written. Next's own files (`/_next/static`, hashed and immutable;
 * `/_next/image`, keyed by the image's own address) keep their headers and take no keys.
 */
export function withSurrogateKeys(handler: Handler, maxPages = 10_000): Handler {
  const typesByPath = new LRUCache<string, string[]>({ max: maxPages });
  const notShared = new LRUCache<string, true>({ max: maxPages });
  const recorder: PageTagsRecorder = {
    record(cacheKey, tags) {
      const path = pathOfCacheKey(cacheKey);
      if (path === undefined || tags === undefined) return;
      typesByPath.set(path, contentTypesOf(tags));
      notShared.delete(path);
    },
    notKept(cacheKey) {
      const path = pathOfCacheKey(cacheKey);
      if (path !== undefined) notShared.set(path, true);
    },
  };
  // For cache-handler.ts, which Next loads apart from this bundle.
  setProcessSlot('page-tags', recorder);

  return (req, res) => {
    const path = pathOfRequest(req.url ?? '/');
    if (!path.startsWith('/_next/')) {
      // Node writes the headers through writeHead, called or implied by the first write.
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
      res.writeHead = (...args: unknown[]) => {
        const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
        const cachedByNext = res.hasHeader('x-nextjs-cache');
        const cacheControl = String(res.getHeader('Cache-Control') ?? '');
        if (notShared.has(path)) {
          res.setHeader('Cache-Control', NOT_SHARED_CACHE_CONTROL);
        } else if (cachedByNext || /\bs-maxage=/.test(cacheControl)) {
          res.setHeader(
            'Cache-Control',
            status === 404
              ? NOT_FOUND_CACHE_CONTROL
              : sharedCacheControl(cacheControl, cachedByNext),
          );
          const keys = [...(typesByPath.get(path) ?? CONTENT_TYPES), EVERY_PAGE_KEY].join(' ');
          res.setHeader('xkey', keys);
          res.setHeader('Surrogate-Key', keys);
        }
        return writeHead(...args);
      };
    }
    handler(req, res);
  };
}
