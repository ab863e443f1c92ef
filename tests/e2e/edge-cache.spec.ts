import type { ChildProcess } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';

import type { FakeContentLake } from '@brp/testing/content-lake';
import { type APIRequestContext, expect, test as base } from '@playwright/test';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';

import { freePort } from '../support/free-port';
import {
  freshLakeServer,
  lakeEnvAt,
  runLakeServer,
  startSeededLake,
  WEBHOOK_SECRET,
} from '../support/lake-site';
import { stopProcessGroup } from '../support/processes';
import { oddMethodProblems } from '../support/raw-requests';
import { EVERY_ADDRESS } from '../support/routes';
import { startRedis, type TestRedis } from '../support/redis-server';
import { startVarnish, type TestVarnish } from '../support/varnish';

const POST_PATH = '/blog/loyalty-app-security';
const POST_ID = 'blogPost-security';
const PURGE_SECRET = 'edge-cache-spec-purge-secret-0123456789';
/** What a publish of a post must refresh, and a page that does not show posts. */
const POST_PAGES = ['/blog', POST_PATH, '/blog/rss.xml', '/sitemap.xml'];
const UNRELATED = '/about';

interface Server {
  url: string;
  port: number;
  process?: ChildProcess;
}

interface Edge {
  varnish: TestVarnish;
  lake: FakeContentLake;
  redis: TestRedis;
  servers: Server[];
  startServers(): Promise<void>;
  stopServers(): Promise<void>;
}

/**
 * The topology of compose.yaml, on this machine: the real varnishd with the repository's VCL in
 * front of two production servers (the lake build's standalone folder, `node server.js`) that
 * share one Redis and read a fake Content Lake, and purge the cache when a publish reaches them.
 */
const test = base.extend<object, { edge: Edge }>({
  edge: [
    async ({}, use, workerInfo) => {
      mkdirSync(workerInfo.project.outputDir, { recursive: true });
      const redis = await startRedis(await freePort());
      const lakePort = await freePort();
      const lake = await startSeededLake(lakePort);
      // A copy of the folder as deployed: regenerations write into it, the next run starts clean.
      const folder = await freshLakeServer('edge');
      const servers: Server[] = [];
      for (const _ of ['a', 'b']) {
        const port = await freePort();
        servers.push({ port, url: `http://127.0.0.1:${port}` });
      }
      const varnish = await startVarnish({
        port: await freePort(),
        backends: servers.map(({ port }, index) => ({ name: `web_${index + 1}`, port })),
        purgeSecret: PURGE_SECRET,
        // The name the tests reach it by, as compose.yaml lists SITE_DOMAIN.
        siteHosts: '127.0.0.1',
        log: openSync(join(workerInfo.project.outputDir, 'varnish.log'), 'a'),
      });

      async function startServers() {
        for (const [index, server] of servers.entries()) {
          server.process = runLakeServer(folder, server.port, {
            logFile: join(workerInfo.project.outputDir, `server-${index + 1}.log`),
            env: {
              ...lakeEnvAt(lakePort),
              REDIS_URL: redis.url,
              EDGE_PURGE_URLS: varnish.url,
              EDGE_PURGE_SECRET: PURGE_SECRET,
            },
          });
        }
        // Through the cache: once its probes count both servers healthy, pages answer.
        for (const server of servers) {
          await expect
            .poll(() => status(`${server.url}/robots.txt`), { timeout: 60_000 })
            .toBe(200);
        }
        await expect.poll(() => status(`${varnish.url}/robots.txt`), { timeout: 30_000 }).toBe(200);
      }
      async function stopServers() {
        for (const server of servers) if (server.process) await stopProcessGroup(server.process);
      }

      await startServers();
      await use({ varnish, lake, redis, servers, startServers, stopServers });
      await stopServers();
      await varnish.close();
      await lake.close();
      await redis.stop();
      await rm(folder, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

// The steps share the cache, the servers and the Content Lake, whose state each step changes.
test.describe.configure({ mode: 'serial' });

function status(url: string): Promise<number> {
  return fetch(url).then(
    (response) => response.status,
    () => 0,
  );
}

interface Seen {
  status: number;
  cache: string | undefined;
  body: string;
}

async function through(request: APIRequestContext, edge: Edge, path: string, headers = {}) {
  const response = await request.get(`${edge.varnish.url}${path}`, { headers, timeout: 10_000 });
  return {
    status: response.status(),
    cache: response.headers()['x-cache'],
    body: await response.text(),
  } satisfies Seen;
}

/** A signed publish webhook, sent to `origin`: the cache, as Sanity reaches the site (a POST goes
 * straight through it), or one server. */
async function publish(request: APIRequestContext, origin: string, type: string, id: string) {
  const body = JSON.stringify({ _id: id, _type: type });
  const signature = await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET);
  return request.post(`${origin}/api/revalidate`, {
    data: Buffer.from(body),
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
  });
}

/** Asks until the cache answers from what it keeps. */
async function cached(request: APIRequestContext, edge: Edge, path: string) {
  await expect
    .poll(async () => (await through(request, edge, path)).cache, { timeout: 10_000 })
    .toBe('HIT');
}

test('the second request for a page, a feed, the sitemap or a script is a cache hit', async ({
  request,
  edge,
}) => {
  const home = await through(request, edge, '/');
  const script = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(home.body)?.[1];
  expect(script, 'the home page names its scripts').toBeDefined();
  for (const path of [...POST_PAGES, UNRELATED, '/opengraph-image', script!]) {
    await through(request, edge, path);
    const again = await through(request, edge, path);
    expect({ path, status: again.status, cache: again.cache }).toEqual({
      path,
      status: 200,
      cache: 'HIT',
    });
  }
});

test('a visitor’s prefetches and client-side navigation come through the cache', async ({
  browser,
  edge,
}) => {
  /** What the page's router asked for: its payloads and prefetches, as the cache answered. */
  interface Payload {
    address: string;
    status: number;
    cache: string | undefined;
    prefetch: boolean;
  }
  /** One visitor: `/`, a pointer on the About link until Next has prefetched that page, a click. */
  async function visit(): Promise<Payload[]> {
    const context = await browser.newContext({ baseURL: edge.varnish.url });
    const page = await context.newPage();
    const payloads: Payload[] = [];
    page.on('response', (response) => {
      const sent = response.request().headers();
      if (sent.rsc === undefined) return;
      payloads.push({
        address: `${new URL(response.url()).pathname} ${sent['next-router-segment-prefetch'] ?? ''}`,
        status: response.status(),
        cache: response.headers()['x-cache'],
        prefetch: sent['next-router-prefetch'] !== undefined,
      });
    });
    await page.goto('/');
    const about = page.getByRole('navigation').getByRole('link', { name: 'About' }).first();
    const pagePrefetched = page.waitForResponse((response) =>
      Boolean(response.request().headers()['next-router-segment-prefetch']?.endsWith('__PAGE__')),
    );
    await about.hover();
    await pagePrefetched;
    // A mark that only a document loaded afresh would lose.
    await page.evaluate(() => document.documentElement.setAttribute('data-navigated-from', '/'));
    await about.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page).toHaveTitle(/^About/);
    await expect(page.locator('html')).toHaveAttribute('data-navigated-from', '/');
    await context.close();
    return payloads;
  }

  const first = await visit();
  expect(first.filter((payload) => payload.prefetch).length).toBeGreaterThan(0);
  // Each asked once and answered: none redirected for an `_rsc` Next found wrong (it checks it
  // against `next-url` too), which its router would ask for again and again.
  expect(first.filter((payload) => payload.status !== 200)).toEqual([]);
  const addresses = first.map((payload) => payload.address);
  expect(addresses).toEqual([...new Set(addresses)]);
  // The next visitor's prefetches come from the cache.
  const next = await visit();
  const prefetched = next.filter((payload) => payload.prefetch);
  expect(prefetched.length).toBeGreaterThan(0);
  expect(prefetched.filter((payload) => payload.cache !== 'HIT')).toEqual([]);
});

// Before any publish: a webhook purges again seconds later (app/api/revalidate), which would empty
// the cache of the very pages this test holds while no server can refill it.
test('with both servers stopped, the cache keeps answering for the pages it holds', async ({
  request,
  edge,
}) => {
  const pages = ['/', '/blog', POST_PATH, UNRELATED];
  for (const path of pages) await cached(request, edge, path);
  await edge.stopServers();
  try {
    for (const path of pages) {
      const seen = await through(request, edge, path);
      expect({ path, status: seen.status }).toEqual({ path, status: 200 });
    }
  } finally {
    await edge.startServers();
  }
});

test('pages name the content they were made from, for the cache, not for visitors', async ({
  edge,
}) => {
  const [server] = edge.servers;
  const response = await fetch(`${server!.url}${POST_PATH}`);
  expect(response.headers.get('xkey')?.split(' ').sort()).toEqual(
    ['blogPost', 'navLink', 'site', 'siteSettings'].sort(),
  );
  expect(response.headers.get('surrogate-key')).toBe(response.headers.get('xkey'));
  expect(response.headers.get('cache-control')).toMatch(
    /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
  );
  const visitor = await fetch(`${edge.varnish.url}${POST_PATH}`);
  expect(visitor.headers.get('xkey')).toBeNull();
  expect(visitor.headers.get('surrogate-key')).toBeNull();
});

test('a signed publish of a post refreshes its pages through the cache at once; others stay hits', async ({
  request,
  edge,
}) => {
  const title = 'Securing Loyalty Apps at the Edge';
  for (const path of [...POST_PAGES, UNRELATED]) await cached(request, edge, path);
  edge.lake.patch(POST_ID, { title });
  const before = new Map<string, string>();
  for (const path of POST_PAGES) before.set(path, (await through(request, edge, path)).body);
  expect([...before.values()].some((body) => body.includes(title))).toBe(false);

  const response = await publish(request, edge.varnish.url, 'blogPost', POST_ID);
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    revalidated: ['blogPost'],
    purged: [{ target: `varnish ${edge.varnish.url}`, attempts: 1 }],
  });
  // The request right after the webhook's answer gets the new page: the pages show the new title;
  // the sitemap, which lists addresses, the post's new date.
  for (const path of POST_PAGES)
    expect((await through(request, edge, path)).body).not.toBe(before.get(path));
  for (const path of ['/blog', POST_PATH, '/blog/rss.xml'])
    expect((await through(request, edge, path)).body).toContain(title);
  expect((await through(request, edge, UNRELATED)).cache).toBe('HIT');
});

test('a page rendered from the content before a publish is not kept by the cache', async ({
  request,
  edge,
}) => {
  // The post expired: the request below renders it, its reads of the Content Lake held for 3 s.
  expect((await publish(request, edge.varnish.url, 'blogPost', POST_ID)).status()).toBe(200);
  edge.lake.delayAnswers(3_000);
  const asked = edge.lake.queryCount;
  const rendering = through(request, edge, POST_PATH);
  // The post's own query, not the proxy's list of addresses, which is read first.
  const readsThePost = () =>
    edge.lake.queries.slice(asked).some((query) => query.includes('slug.current == $slug'));
  await expect.poll(readsThePost).toBe(true);
  // The editor publishes while it reads; its answer, made before, arrives after the purge.
  edge.lake.delayAnswers(0);
  const title = 'Loyalty Apps, Secured Twice Over';
  edge.lake.patch(POST_ID, { title });
  expect((await publish(request, edge.varnish.url, 'blogPost', POST_ID)).status()).toBe(200);
  expect((await rendering).body).not.toContain(title);
  expect((await through(request, edge, POST_PATH)).body).toContain(title);
});

test('a request with the draft-mode cookie is never served from the cache, nor kept', async ({
  request,
  edge,
}) => {
  // The shape Next issues (32 hex digits); the site itself tells a genuine one from a forged one.
  const draft = { cookie: '__prerender_bypass=0123456789abcdef0123456789abcdef' };
  await cached(request, edge, UNRELATED);
  const preview = await through(request, edge, UNRELATED, draft);
  expect(preview.status).toBe(200);
  expect(preview.cache).toBe('MISS');

  // A page nobody has asked for yet: asked in draft mode first, it is still not in the cache.
  expect((await through(request, edge, '/privacy', draft)).cache).toBe('MISS');
  expect((await through(request, edge, '/privacy')).cache).toBe('MISS');
});

test('leaving through the cache ends on a page that says so', async ({ request, edge }) => {
  // The leave button's form, with a code nobody has: answered as any (303), to a page of its own.
  const left = await request.post(`${edge.varnish.url}/api/waitlist/leave`, {
    form: { code: 'a'.repeat(24) },
    maxRedirects: 0,
  });
  expect(left.status()).toBe(303);
  expect(left.headers().location).toBe('/waitlist/left');
  // The cache drops a page's query string: the page says it from its address alone.
  const page = await request.get(`${edge.varnish.url}/waitlist/left?left=1`);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('off the waitlist');
});

test('through the cache too, pages answer GET and HEAD, and 405 anything else', async ({
  edge,
}) => {
  // The lake build has no seed images (a project's come from its CDN): that address names
  // nothing there, a 404 whatever the method.
  const addresses = EVERY_ADDRESS.filter((address) => !address.startsWith('/seed-images/'));
  expect(await oddMethodProblems(edge.varnish.url, addresses)).toEqual([]);
});

test('campaign and junk query strings on the home page are the page the cache holds', async ({
  request,
  edge,
}) => {
  await cached(request, edge, '/');
  for (const query of [
    'utm_source=newsletter&utm_campaign=spring',
    'x=1',
    'gclid=abc&ref=friend',
  ]) {
    const seen = await through(request, edge, `/?${query}`);
    expect({ query, status: seen.status, cache: seen.cache }).toEqual({
      query,
      status: 200,
      cache: 'HIT',
    });
  }
  // Not redirected, nor stripped: the page's script reads its campaign from the address bar.
  const redirected = await request.get(`${edge.varnish.url}/company/about?utm_source=mail`, {
    maxRedirects: 0,
  });
  expect([redirected.status(), redirected.headers().location]).toEqual([
    308,
    '/about?utm_source=mail',
  ]);
});

test('the optimiser’s images are kept by url, w and q, in any order', async ({ request, edge }) => {
  const home = await through(request, edge, '/');
  const src = /\/_next\/image\?url=([^&"]+)&amp;w=640&amp;q=(\d+)/.exec(home.body);
  expect(src, 'the home page shows an optimised image').not.toBeNull();
  const [, url, q] = src!;
  const image = (query: string) => request.get(`${edge.varnish.url}/_next/image?${query}`);
  const small = await image(`url=${url}&w=640&q=${q}`);
  const wide = await image(`url=${url}&w=1080&q=${q}`);
  const again = await image(`q=${q}&utm_source=mail&w=640&url=${url}`);
  expect([small.status(), wide.status(), again.status()]).toEqual([200, 200, 200]);
  expect(again.headers()['x-cache']).toBe('HIT');
  expect(await again.body()).toEqual(await small.body());
  expect(await wide.body()).not.toEqual(await small.body());
});

test('a client-side navigation’s payload comes through the cache, `_rsc` and all', async ({
  request,
  edge,
}) => {
  // Without the navigation's headers Next expects a bare `_rsc`: it redirects there, once.
  const response = await request.get(`${edge.varnish.url}${UNRELATED}?utm_source=mail&_rsc=junk`, {
    headers: { rsc: '1' },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/x-component');
});

test('Next’s own files and image optimiser answer GET and HEAD at the cache, 405 otherwise', async ({
  request,
  edge,
}) => {
  const home = await through(request, edge, '/');
  const script = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(home.body)?.[1];
  const image = /(\/_next\/image\?[^"\s]+)/.exec(home.body)?.[1]?.replaceAll('&amp;', '&');
  expect([script, image].every(Boolean), 'the home page names a script and an image').toBe(true);
  for (const path of [script!, image!]) {
    expect((await request.head(`${edge.varnish.url}${path}`)).status()).toBe(200);
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await request.fetch(`${edge.varnish.url}${path}`, { method });
      expect({ method, path, status: response.status(), allow: response.headers().allow }).toEqual({
        method,
        path,
        status: 405,
        allow: 'GET, HEAD',
      });
    }
  }
});

test('a purge without the secret is refused and purges nothing', async ({ request, edge }) => {
  await cached(request, edge, '/blog');
  for (const secret of [undefined, 'not-the-secret']) {
    const response = await request.fetch(`${edge.varnish.url}/`, {
      method: 'PURGE',
      headers: { 'xkey-purge': 'blogPost site', ...(secret && { 'x-purge-secret': secret }) },
    });
    expect(response.status()).toBe(403);
  }
  expect((await through(request, edge, '/blog')).cache).toBe('HIT');
});

test('a purge that fails is tried again and reported by the webhook', async ({ request, edge }) => {
  await edge.varnish.stop();
  try {
    const response = await publish(request, edge.servers[0]!.url, 'faq', 'faq-support-1');
    expect(response.status()).toBe(502);
    expect(((await response.json()) as { message: string }).message).toContain(
      `not purged from varnish ${edge.varnish.url}`,
    );
  } finally {
    await edge.varnish.start();
  }
});
