import { CONTENT_TYPES } from '@brp/core/content-types';
import { listen, type LocalServer } from '@brp/testing/http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';

import { readProcessSlot } from '../lib/process-slots';
import {
  EVERY_PAGE_KEY,
  type PageTagsRecorder,
  pathOfCacheKey,
  pathOfRequest,
  sharedCacheControl,
  withSurrogateKeys,
} from './surrogate-keys';

describe('pathOfCacheKey', () => {
  it.each([
    ['/route-cache/APP_PAGE/598124ea/$/blog/loyalty-app-security', '/blog/loyalty-app-security'],
    ['/route-cache/APP_PAGE/c6377dd9/$/index', '/'],
    ['/route-cache/APP_ROUTE/36256d13/$/blog/rss.xml', '/blog/rss.xml'],
    ['/about', '/about'],
  ])('%s is the entry of %s', (key, path) => expect(pathOfCacheKey(key)).toBe(path));

  it('knows no page in a fetched answer’s key', () => {
    expect(pathOfCacheKey('4f1c8e3a9b7d')).toBeUndefined();
  });
});

describe('pathOfRequest', () => {
  it.each([
    ['/blog?_rsc=1x2y', '/blog'],
    ['/blog.rsc', '/blog'],
    ['/blog.segments/_tree.segment.rsc', '/blog'],
    ['/about/', '/about'],
    ['/', '/'],
  ])('%s asks for %s', (url, path) => expect(pathOfRequest(url)).toBe(path));
});

describe('sharedCacheControl', () => {
  it('lets shared caches keep what Next keeps, and browsers check it each time', () => {
    expect(sharedCacheControl('s-maxage=3600, stale-while-revalidate=31532400', true)).toBe(
      'public, max-age=0, s-maxage=3600, stale-while-revalidate=31532400',
    );
    expect(sharedCacheControl('s-maxage=31536000', true)).toBe(
      'public, max-age=0, s-maxage=31536000, stale-while-revalidate=86400',
    );
  });

  it('gives a route Next caches without saying so a minute in shared caches', () => {
    expect(sharedCacheControl('public, max-age=0, must-revalidate', true)).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=86400',
    );
  });

  it('leaves what is private or not Next’s to keep as it is', () => {
    const draft = 'private, no-cache, no-store, max-age=0, must-revalidate';
    expect(sharedCacheControl(draft, false)).toBe(draft);
    expect(sharedCacheControl('public, max-age=0', false)).toBe('public, max-age=0');
  });
});

describe('withSurrogateKeys', () => {
  let server: LocalServer | undefined;
  afterEach(() => server?.close());

  /** Next as the production server wraps it: a page cached under `tags`, or a plain answer. */
  function nextLike(req: IncomingMessage, res: ServerResponse) {
    const recorder = readProcessSlot<PageTagsRecorder>('page-tags');
    if (req.url === '/blog') {
      recorder?.record(
        '/route-cache/APP_PAGE/67dde65c/$/blog',
        '_N_T_/layout,blogPost,siteSettings',
      );
    }
    if (req.url === '/_next/image?url=x') {
      res.setHeader('x-nextjs-cache', 'MISS');
      res.setHeader('Cache-Control', 'public, max-age=14400, must-revalidate');
      return res.end('image');
    }
    if (req.url === '/api/outbox') return res.end('not cached');
    if (req.url === '/made-up') res.statusCode = 404;
    res.setHeader('x-nextjs-cache', 'HIT');
    res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=86340');
    res.end('<html>page</html>');
  }

  async function headersOf(path: string) {
    const response = await fetch(`${server!.url}${path}`);
    await response.text();
    return {
      xkey: response.headers.get('xkey'),
      surrogateKey: response.headers.get('surrogate-key'),
      cacheControl: response.headers.get('cache-control'),
    };
  }

  it('names the content types Next cached a page with, and every type before it knows', async () => {
    server = await listen(withSurrogateKeys(nextLike));
    expect(await headersOf('/blog')).toEqual({
      xkey: `blogPost siteSettings ${EVERY_PAGE_KEY}`,
      surrogateKey: `blogPost siteSettings ${EVERY_PAGE_KEY}`,
      cacheControl: 'public, max-age=0, s-maxage=60, stale-while-revalidate=86340',
    });
    // Its payload, for a client-side navigation, is the same page.
    expect((await headersOf('/blog?_rsc=abc')).xkey).toBe(
      `blogPost siteSettings ${EVERY_PAGE_KEY}`,
    );
    expect((await headersOf('/never-cached-before')).xkey).toBe(
      [...CONTENT_TYPES, EVERY_PAGE_KEY].join(' '),
    );
  });

  it('lets no shared cache keep a page whose render a publish overlapped, until one is kept', async () => {
    server = await listen(withSurrogateKeys(nextLike));
    const recorder = readProcessSlot<PageTagsRecorder>('page-tags')!;
    recorder.notKept('/route-cache/APP_PAGE/67dde65c/$/about');
    expect(await headersOf('/about')).toEqual({
      xkey: null,
      surrogateKey: null,
      cacheControl: 'private, no-store',
    });
    expect((await headersOf('/about?_rsc=abc')).cacheControl).toBe('private, no-store');
    recorder.record('/route-cache/APP_PAGE/67dde65c/$/about', 'siteSettings');
    expect((await headersOf('/about')).cacheControl).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=86340',
    );
  });

  it('leaves Next’s own files and what Next does not cache alone', async () => {
    server = await listen(withSurrogateKeys(nextLike));
    expect(await headersOf('/_next/image?url=x')).toEqual({
      xkey: null,
      surrogateKey: null,
      cacheControl: 'public, max-age=14400, must-revalidate',
    });
    expect((await headersOf('/api/outbox')).xkey).toBeNull();
  });

  it('lets a shared cache keep a 404 a minute only, whatever Next says', async () => {
    server = await listen(withSurrogateKeys(nextLike));
    expect((await headersOf('/made-up')).cacheControl).toBe('public, max-age=0, s-maxage=60');
  });
});
