import {
  Agent,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';

import { listen, type LocalServer } from '@brp/testing/http';
import { expect, test as base } from '@playwright/test';

import { freePort } from '../support/free-port';
import { startVarnish, type TestVarnish } from '../support/varnish';

const PURGE_SECRET = 'edge-rules-spec-purge-secret-0123456789';
const SHARED = 'public, max-age=0, s-maxage=3600';
/** The names this cache serves (EDGE_SITE_HOSTS): the tests' own address, and the site's. */
const SITE_HOSTS = '127.0.0.1, www.example.com';
/** What Next answers for any address nothing answers: its 404 page, about 8 KB gzipped. */
const NOT_FOUND_PAGE = '<!DOCTYPE html>'.padEnd(8 * 1024, ' ');
/** Next's Vary on a page and its payload (next/dist/server/base-server.js). */
const NEXT_VARY =
  'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding';
/** The segments of a page Next prerendered; it answers any other with a 404. */
const SEGMENTS = ['/_tree', '/_index'];
/** A static prefetch of a page's route tree, as Next's client router sends it. */
const PREFETCH = {
  rsc: '1',
  'next-router-prefetch': '1',
  'next-router-segment-prefetch': '/_tree',
};

/** What the scripted origin saw: each request's method, path and the headers that matter here. */
interface Seen {
  method: string;
  path: string;
  /** The query string, `?` and all, or ''. */
  query: string;
  cookie?: string;
  prefetch?: string;
  /** Next's router headers it got, `name=value` joined by spaces, if any. */
  router?: string;
}

const ROUTER_HEADERS = {
  rsc: 'rsc',
  prefetch: 'next-router-prefetch',
  segment: 'next-router-segment-prefetch',
  tree: 'next-router-state-tree',
  'next-url': 'next-url',
};

function routerHeaders(req: IncomingMessage): string | undefined {
  const sent = Object.entries(ROUTER_HEADERS).flatMap(([name, header]) => {
    const value = req.headers[header];
    return value === undefined ? [] : [`${name}=${String(value)}`];
  });
  return sent.length > 0 ? sent.join(' ') : undefined;
}

/**
 * An origin that answers what a Next server may answer, on cue, so that the cache's own rules
 * (deploy/varnish/default.vcl) are tested one by one: a private answer, a failure on a first
 * fetch, a 404 Next would keep a year, a draft page, a navigation's payload. `slowest` counts the
 * most requests for the slow 404 it was answering at once.
 */
function scriptedOrigin(seen: Seen[], slowest = { now: 0, most: 0 }) {
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
        router: routerHeaders(req),
      });
    }
    const answer = (status: number, cacheControl: string, body: string, type = 'text/plain') => {
      // Next varies a payload on `next-url` only where a route intercepts the navigation.
      const vary = path === '/intercepted' ? `${NEXT_VARY}, next-url` : NEXT_VARY;
      res.writeHead(status, { 'cache-control': cacheControl, 'content-type': type, vary });
      res.end(body);
    };
    const calls = seen.filter((each) => each.path === path).length;
    // Next's own answers to any address: the plain spelling of one with a trailing slash, its
    // 404 page, a navigation's payload (a segment it never prerendered: a 404).
    if (path.length > 1 && path.endsWith('/')) {
      res.writeHead(308, { location: path.slice(0, -1) }).end();
      return;
    }
    if (path.includes('no-such'))
      return answer(404, 'public, max-age=0, s-maxage=60', NOT_FOUND_PAGE);
    if (req.headers.rsc === '1') {
      const segment = req.headers['next-router-segment-prefetch'] as string | undefined;
      if (segment && !SEGMENTS.includes(segment)) return answer(404, SHARED, '');
      return answer(200, SHARED, `payload ${path} ${segment ?? ''}`, 'text/x-component');
    }
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
      case '/slow-missing':
        // A 404 that takes a server a while, long enough for others to ask meanwhile.
        slowest.now += 1;
        slowest.most = Math.max(slowest.most, slowest.now);
        setTimeout(() => {
          slowest.now -= 1;
          answer(404, 'public, max-age=0, s-maxage=60', 'not found');
        }, 300);
        return;
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
  /** The most requests for the slow 404 the origin was answering at once. */
  slowest: { most: number };
  originPort: number;
}

const test = base.extend<object, { edge: Edge }>({
  edge: [
    async ({}, use, workerInfo) => {
      mkdirSync(workerInfo.project.outputDir, { recursive: true });
      const seen: Seen[] = [];
      const slowest = { now: 0, most: 0 };
      const origin: LocalServer = await listen(scriptedOrigin(seen, slowest));
      const originPort = Number(new URL(origin.url).port);
      const varnish = await startVarnish({
        port: await freePort(),
        backends: [{ name: 'web_1', port: originPort }],
        purgeSecret: PURGE_SECRET,
        siteHosts: SITE_HOSTS,
        // Room for the pages these steps keep, not for a flood's: a thousand of Next's 404 pages
        // kept would push them out, as they would a site's pages out of compose.yaml's 512 MB.
        storage: 'malloc,8m',
        log: openSync(join(workerInfo.project.outputDir, 'varnish-rules.log'), 'a'),
      });
      await expect.poll(() => get(varnish, '/robots.txt').then((r) => r.status)).toBe(200);
      await use({ varnish, seen, slowest, originPort });
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

/** A request through the cache, any method (fetch cannot send TRACE, nor another Host). */
function get(
  varnish: TestVarnish,
  path: string,
  {
    method = 'GET',
    headers = {},
    agent,
  }: { method?: string; headers?: Record<string, string>; agent?: Agent } = {},
): Promise<Answer> {
  return new Promise((done, fail) => {
    httpRequest(`${varnish.url}${path}`, { method, headers, agent, timeout: 10_000 }, (res) => {
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
      .on('timeout', function (this: ReturnType<typeof httpRequest>) {
        this.destroy(new Error(`no answer to ${path} within 10 s`));
      })
      .on('error', fail)
      .end();
  });
}

/** The paths a request reached the origin for. */
const asked = (edge: Edge, path: string) => edge.seen.filter((each) => each.path === path);

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

test('a 404 is not kept, whatever the origin allows: each is asked of it', async ({ edge }) => {
  for (let n = 0; n < 3; n += 1) {
    const missing = await get(edge.varnish, '/missing');
    expect([missing.status, missing.cache]).toEqual([404, 'MISS']);
  }
  expect(asked(edge, '/missing')).toHaveLength(3);
  // Only Varnish's hit-for-miss mark stays, a second at most.
  for (const ttl of edge.varnish.ttlsOf('/missing')) expect(ttl).toBeLessThanOrEqual(1);
});

test('visitors asking for the same slow 404 at once reach the origin side by side', async ({
  edge,
}) => {
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => get(edge.varnish, '/slow-missing')),
  );
  expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([404]));
  // Not one after another, as they would be with nothing left of the 404 to find.
  expect(edge.slowest.most).toBeGreaterThan(1);
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

test('a redirect to the plain spelling of an address is not kept; the site’s own are', async ({
  edge,
}) => {
  // Next answers a trailing slash on any address, made up or not, with the plain spelling.
  for (let n = 0; n < 2; n += 1) {
    const answer = await get(edge.varnish, '/no-page-here/');
    expect([answer.status, answer.location, answer.cache]).toEqual([308, '/no-page-here', 'MISS']);
  }
  expect(asked(edge, '/no-page-here/')).toHaveLength(2);
  expect((await get(edge.varnish, '/company/about')).cache).toBe('HIT');
});

test('a name the site does not go by is refused at the cache; a spelling of one is that one', async ({
  edge,
}) => {
  const at = (host: string) => get(edge.varnish, '/named', { headers: { host } });
  expect((await at('www.example.com')).cache).toBe('MISS');
  for (const host of [
    'WWW.Example.COM',
    'www.example.com.',
    'www.example.com:8080',
    'Www.Example.Com.:443',
  ]) {
    expect([host, (await at(host)).cache]).toEqual([host, 'HIT']);
  }
  for (const host of [
    'example.com',
    'evil.example',
    'www.example.com.evil.example',
    'www.example.com,evil',
  ]) {
    const refused = await at(host);
    expect([host, refused.status, refused.body]).toEqual([host, 421, 'Misdirected Request\n']);
  }
  // The server heard of the one name once, of the others never.
  expect(asked(edge, '/named')).toHaveLength(1);
});

test('with no names listed, every name is the one site, kept once', async ({ edge }, testInfo) => {
  const anyName = await startVarnish({
    port: await freePort(),
    backends: [{ name: 'web_1', port: edge.originPort }],
    purgeSecret: PURGE_SECRET,
    log: openSync(testInfo.outputPath('varnish-any-name.log'), 'a'),
  });
  try {
    const at = (host: string) => get(anyName, '/any-name', { headers: { host } });
    expect((await at('www.example.com')).cache).toBe('MISS');
    for (const host of ['made-up.example', 'WWW.EXAMPLE.COM:8080', '127.0.0.1']) {
      expect([host, (await at(host)).cache]).toEqual([host, 'HIT']);
    }
  } finally {
    await anyName.close();
  }
});

test('Next’s router headers are keyed as Next reads them; a router state passes', async ({
  edge,
}) => {
  const at = (headers: Record<string, string>, query = '') =>
    get(edge.varnish, `/routed${query}`, { headers }).then((answer) => answer.cache);
  // The page, its payload and its prefetched route tree: one fetch each.
  expect(await at({})).toBe('MISS');
  expect(await at({ rsc: '1' }, '?_rsc')).toBe('MISS');
  expect(await at({ ...PREFETCH, 'next-url': '/' }, '?_rsc=a1')).toBe('MISS');
  // Values Next does not read as these are dropped, not keyed: the same three objects. `_rsc` and
  // `next-url` (which it checks `_rsc` against) are not in the key either.
  expect(await at({ rsc: '0' })).toBe('HIT');
  expect(await at({ rsc: 'yes', 'next-router-prefetch': '1' })).toBe('HIT');
  expect(await at({ rsc: '1', 'next-router-prefetch': '7' }, '?_rsc=b2')).toBe('HIT');
  expect(await at({ ...PREFETCH, 'next-url': '/about' }, '?_rsc=c3&utm_source=mail')).toBe('HIT');
  // A segment Next never prerendered (its 404), one client's router state, an intercepting
  // route's answer (Vary: next-url): never kept.
  const unkept: Record<string, string>[] = [
    { ...PREFETCH, 'next-router-segment-prefetch': '/no-segment' },
    { rsc: '1', 'next-router-state-tree': '%5B%22%22%5D' },
  ];
  for (const headers of unkept) {
    for (let n = 0; n < 2; n += 1) expect(await at(headers, '?_rsc=d4')).toBe('MISS');
  }
  for (let n = 0; n < 2; n += 1) {
    const intercepted = await get(edge.varnish, '/intercepted?_rsc', { headers: PREFETCH });
    expect(intercepted.cache).toBe('MISS');
  }
  // What reached the server: the headers as keyed, `next-url` beside a payload only.
  expect(asked(edge, '/routed').map((each) => each.router)).toEqual([
    undefined,
    'rsc=1',
    'rsc=1 prefetch=1 segment=/_tree next-url=/',
    'rsc=1 prefetch=1 segment=/no-segment',
    'rsc=1 prefetch=1 segment=/no-segment',
    'rsc=1 tree=%5B%22%22%5D',
    'rsc=1 tree=%5B%22%22%5D',
  ]);
});

test('10,000 made-up addresses, names and router headers leave the kept pages kept', async ({
  edge,
}) => {
  // A limit against a hang: it took 10 to 24 s here, beside the other worktrees' builds.
  test.setTimeout(120_000);
  // The home page and its prefetched route tree, kept before the flood.
  for (const headers of [{}, PREFETCH]) {
    await get(edge.varnish, '/', { headers });
    expect((await get(edge.varnish, '/', { headers })).cache).toBe('HIT');
  }
  const stored = edge.varnish.storedBytes();
  const agent = new Agent({ keepAlive: true, maxSockets: FLOOD_CONNECTIONS });
  const statuses = new Map<number, number>();
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: FLOOD_CONNECTIONS }, async () => {
        for (let n = next++; n < 10_000; n = next++) {
          const junk = JUNK[n % JUNK.length]!(n);
          const { status } = await get(edge.varnish, junk.path, { headers: junk.headers, agent });
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  for (const headers of [{}, PREFETCH]) {
    expect((await get(edge.varnish, '/', { headers })).cache).toBe('HIT');
  }
  // Every answer Next's or the cache's own: none a 503 for want of room.
  expect([...statuses.keys()].sort()).toEqual([200, 308, 404, 421]);
  // Nor did they take room from pages: a payload of `/` (a dropped prefetch value) at most.
  expect(edge.varnish.storedBytes() - stored).toBeLessThan(16 * 1024);
});

const FLOOD_CONNECTIONS = 50;

/** `name` in capitals by the bits of `n`, with a trailing dot or a port every other time. */
function spelled(name: string, n: number): string {
  const cased = [...name].map((letter, index) =>
    (n >> (index % 12)) & 1 ? letter.toUpperCase() : letter,
  );
  return [cased.join(''), `${cased.join('')}.`, `${cased.join('')}:${8000 + (n % 1000)}`][n % 3]!;
}

/** Requests anyone can make up, a thousand of each: each, kept, would be a new object. */
const JUNK: ((n: number) => { path: string; headers?: Record<string, string> })[] = [
  (n) => ({ path: `/no-such-page-${n}` }),
  (n) => ({ path: `/blog/no-such-post-${n}?utm_source=${n}` }),
  (n) => ({ path: `/page-${n}/` }),
  (n) => ({ path: '/', headers: { host: spelled('www.example.com', n) } }),
  (n) => ({ path: '/', headers: { host: `site-${n}.example` } }),
  (n) => ({ path: '/', headers: { rsc: String(n) } }),
  (n) => ({ path: `/?_rsc=${n}`, headers: { rsc: '1', 'next-router-prefetch': String(n) } }),
  (n) => ({
    path: `/?_rsc=${n}`,
    headers: { ...PREFETCH, 'next-router-segment-prefetch': `/${n}` },
  }),
  (n) => ({ path: `/?_rsc=${n}`, headers: { ...PREFETCH, 'next-url': `/from-${n}` } }),
  (n) => ({ path: `/?_rsc=${n}`, headers: { rsc: '1', 'next-router-state-tree': String(n) } }),
];
