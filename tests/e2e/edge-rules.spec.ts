import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';

import { listen, type LocalServer } from '@brp/testing/http';
import { expect, test as base } from '@playwright/test';

import { freePort } from '../support/free-port';
import { startVarnish, type TestVarnish } from '../support/varnish';

const PURGE_SECRET = 'edge-rules-spec-purge-secret-0123456789';
const SHARED = 'public, max-age=0, s-maxage=3600';

/** What the scripted origin saw: each request's method, path and the headers that matter here. */
interface Seen {
  method: string;
  path: string;
  /** The query string, `?` and all, or ''. */
  query: string;
  cookie?: string;
  prefetch?: string;
}

/**
 * An origin that answers what a Next server may answer, on cue, so that the cache's own rules
 * (deploy/varnish/default.vcl) are tested one by one: a private answer, a failure on a first
 * fetch, a 404 Next would keep a year, a draft page.
 */
function scriptedOrigin(seen: Seen[]) {
  let flakyCalls = 0;
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://origin');
    const path = url.pathname;
    if (path !== '/robots.txt') {
      seen.push({
        method: req.method ?? '',
        path,
        query: url.search,
        cookie: req.headers.cookie,
        prefetch: req.headers['x-middleware-prefetch'] as string | undefined,
      });
    }
    const answer = (status: number, cacheControl: string, body: string) => {
      res.writeHead(status, { 'cache-control': cacheControl, 'content-type': 'text/plain' });
      res.end(body);
    };
    const calls = seen.filter((each) => each.path === path).length;
    switch (path) {
      case '/robots.txt':
        return answer(200, SHARED, 'User-agent: *');
      case '/private':
        return answer(200, 'private, no-store', `private answer ${calls}`);
      case '/flaky':
        flakyCalls += 1;
        return flakyCalls === 1
          ? answer(500, SHARED, 'Internal Server Error')
          : answer(200, SHARED, 'recovered');
      case '/missing':
        return answer(404, 'public, max-age=0, s-maxage=31536000', 'not found');
      case '/page':
        // Next answers an editor's draft page privately; a visitor's from its cache.
        return req.headers.cookie?.includes('__prerender_bypass=')
          ? answer(200, 'private, no-cache, no-store', 'draft page')
          : answer(200, SHARED, `published page ${calls}`);
      case '/company/about':
        // Next's redirects pass the request's query string on to their destination.
        res.writeHead(308, { location: `/about${url.search}` }).end();
        return;
      case '/_next/image':
        return answer(200, SHARED, `image ${url.search}`);
      default:
        return answer(200, SHARED, `page ${path}`);
    }
  };
}

interface Edge {
  varnish: TestVarnish;
  seen: Seen[];
}

const test = base.extend<object, { edge: Edge }>({
  edge: [
    async ({}, use, workerInfo) => {
      mkdirSync(workerInfo.project.outputDir, { recursive: true });
      const seen: Seen[] = [];
      const origin: LocalServer = await listen(scriptedOrigin(seen));
      const varnish = await startVarnish({
        port: await freePort(),
        backends: [{ name: 'web_1', port: Number(new URL(origin.url).port) }],
        purgeSecret: PURGE_SECRET,
        log: openSync(join(workerInfo.project.outputDir, 'varnish-rules.log'), 'a'),
      });
      await expect.poll(() => get(varnish, '/robots.txt').then((r) => r.status)).toBe(200);
      await use({ varnish, seen });
      await varnish.close();
      await origin.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

// The steps share one cache and one origin.
test.describe.configure({ mode: 'serial' });

interface Answer {
  status: number;
  cache: string | undefined;
  allow: string | undefined;
  location: string | undefined;
  body: string;
}

/** A request through the cache, any method (fetch cannot send TRACE). */
function get(
  varnish: TestVarnish,
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((done, fail) => {
    httpRequest(`${varnish.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          cache: res.headers['x-cache'] as string | undefined,
          allow: res.headers.allow,
          location: res.headers.location,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    })
      .on('error', fail)
      .end();
  });
}

test('a private or no-store answer is never kept', async ({ edge }) => {
  const first = await get(edge.varnish, '/private');
  const second = await get(edge.varnish, '/private');
  expect([first.body, second.body]).toEqual(['private answer 1', 'private answer 2']);
  expect(second.cache).toBe('MISS');
});

test('a 500 on a first fetch is not kept: the next visitor gets the page', async ({ edge }) => {
  expect((await get(edge.varnish, '/flaky')).status).toBe(500);
  const next = await get(edge.varnish, '/flaky');
  expect([next.status, next.body]).toEqual([200, 'recovered']);
  expect((await get(edge.varnish, '/flaky')).cache).toBe('HIT');
});

test('a 404 is kept a minute at most, whatever the origin allows', async ({ edge }) => {
  expect((await get(edge.varnish, '/missing')).status).toBe(404);
  expect((await get(edge.varnish, '/missing')).cache).toBe('HIT');
  const ttls = edge.varnish.ttlsOf('/missing');
  expect(ttls.length).toBeGreaterThan(0);
  for (const ttl of ttls) expect(ttl).toBeLessThanOrEqual(60);
});

test('a forged draft cookie skips nothing; an editor’s is never kept or shared', async ({
  edge,
}) => {
  const published = await get(edge.varnish, '/page');
  expect(published.body).toBe('published page 1');
  for (const cookie of [
    '__prerender_bypass=forged',
    '__prerender_bypass=0123456789abcdef0123456789abcdeZ',
    '__prerender_bypass=0123456789abcdef0123456789abcdef00',
  ]) {
    const forged = await get(edge.varnish, '/page', { headers: { cookie } });
    expect([forged.cache, forged.body], cookie).toEqual(['HIT', 'published page 1']);
  }
  // Next's shape: the page is the server's to answer (it checks the value), and stays private.
  const editor = { cookie: '__prerender_bypass=0123456789abcdef0123456789abcdef' };
  const draft = await get(edge.varnish, '/page', { headers: editor });
  expect([draft.cache, draft.body]).toEqual(['MISS', 'draft page']);
  const visitor = await get(edge.varnish, '/page');
  expect([visitor.cache, visitor.body]).toEqual(['HIT', 'published page 1']);
  // Only the editor's request reached the origin with a cookie.
  expect(edge.seen.filter((each) => each.path === '/page').map((each) => each.cookie)).toEqual([
    undefined,
    editor.cookie,
  ]);
});

test('headers Next reads outside the key never reach it', async ({ edge }) => {
  await get(edge.varnish, '/prefetched', { headers: { 'x-middleware-prefetch': '1' } });
  const sent = edge.seen.find((each) => each.path === '/prefetched');
  expect(sent?.prefetch).toBeUndefined();
});

test('TRACE is refused at the cache and never reaches a server', async ({ edge }) => {
  const trace = await get(edge.varnish, '/traced', { method: 'TRACE' });
  expect([trace.status, trace.allow]).toEqual([405, 'GET, HEAD, OPTIONS']);
  const api = await get(edge.varnish, '/api/revalidate', { method: 'TRACE' });
  expect([api.status, api.allow]).toEqual([405, 'POST, OPTIONS']);
  expect(edge.seen.filter((each) => each.method === 'TRACE')).toEqual([]);
});

test('a thousand query strings on a page cost one origin fetch', async ({ edge }) => {
  const answers: Answer[] = [];
  // Fifty at a time, as a campaign's clicks arrive: the first ones wait for the one fetch.
  for (let batch = 0; batch < 1000; batch += 50) {
    const queries = Array.from({ length: 50 }, (_, index) => {
      const n = batch + index;
      return n % 2 ? `x=${n}` : `utm_source=${n}&utm_campaign=spring-${n}`;
    });
    answers.push(...(await Promise.all(queries.map((query) => get(edge.varnish, `/?${query}`)))));
  }
  expect(new Set(answers.map((answer) => `${answer.status} ${answer.body}`))).toEqual(
    new Set(['200 page /']),
  );
  expect(edge.seen.filter((each) => each.path === '/')).toEqual([
    { method: 'GET', path: '/', query: '' },
  ]);
});

test('a redirect is fetched once and hands each visitor’s own query string on', async ({
  edge,
}) => {
  for (const source of ['newsletter', 'partner']) {
    const answer = await get(edge.varnish, `/company/about?utm_source=${source}`);
    expect([answer.status, answer.location]).toEqual([308, `/about?utm_source=${source}`]);
  }
  // The server answers the path alone, once: its redirect is the same for every campaign.
  const asked = edge.seen.filter((each) => each.path === '/company/about');
  expect(asked.map((each) => each.query)).toEqual(['']);
});

test('the image optimiser is asked with its own parameters alone, sorted', async ({ edge }) => {
  const image = (query: string) => get(edge.varnish, `/_next/image?${query}`);
  const small = await image('url=%2Fhero.png&w=640&q=75');
  const again = await image('q=75&utm_source=mail&w=640&url=%2Fhero.png&x=1');
  const wide = await image('url=%2Fhero.png&w=1080&q=75');
  expect([small.cache, again.cache, wide.cache]).toEqual(['MISS', 'HIT', 'MISS']);
  expect(again.body).toBe(small.body);
  expect(
    edge.seen.filter((each) => each.path === '/_next/image').map((each) => each.query),
  ).toEqual(['?q=75&url=%2Fhero.png&w=640', '?q=75&url=%2Fhero.png&w=1080']);
});

test('a route that reads its query gets it as sent; a navigation its `_rsc`', async ({ edge }) => {
  // `_rsc` is Next's own: it checks it against the navigation's headers, which are in the key.
  for (const slug of ['a', 'b']) await get(edge.varnish, `/api/draft-mode/enable?slug=${slug}&x=1`);
  await get(edge.varnish, '/navigated?utm_source=mail&_rsc=1a2b3', { headers: { rsc: '1' } });
  expect(
    edge.seen
      .filter((each) => each.path.startsWith('/api/') || each.path === '/navigated')
      .map((each) => each.path + each.query),
  ).toEqual([
    '/api/draft-mode/enable?slug=a&x=1',
    '/api/draft-mode/enable?slug=b&x=1',
    '/navigated?_rsc=1a2b3',
  ]);
});

test('Next’s own files and image optimiser answer GET and HEAD, and 405 anything else', async ({
  edge,
}) => {
  const paths = ['/_next/image?url=%2Fhero.png&w=640&q=75', '/_next/static/chunks/app.js'];
  for (const path of paths) {
    expect((await get(edge.varnish, path, { method: 'HEAD' })).status).toBe(200);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const refused = await get(edge.varnish, path, { method });
      expect({ method, path, status: refused.status, allow: refused.allow }).toEqual({
        method,
        path,
        status: 405,
        allow: 'GET, HEAD',
      });
    }
  }
  const framework = edge.seen.filter((each) => each.path.startsWith('/_next/'));
  expect(framework.filter((each) => each.method !== 'GET')).toEqual([]);
});
