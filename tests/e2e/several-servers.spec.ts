import type { ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
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
import { startRedis, type TestRedis } from '../support/redis-server';

const POST_PATH = '/blog/loyalty-app-security';
const POST_ID = 'blogPost-security';
const UNREACHABLE = /Redis at \S+ is unreachable/g;

interface Server {
  url: string;
  log: string;
  process: ChildProcess;
}

interface Cluster {
  redis: TestRedis;
  lake: FakeContentLake;
  a: Server;
  b: Server;
  /** Starts one more server of the same site, sharing the same Redis and Content Lake. */
  startServer(name: string): Promise<Server>;
}

/** Two production servers of the lake build sharing one Redis, as behind a load balancer. */
const test = base.extend<object, { cluster: Cluster }>({
  cluster: [
    async ({}, use, workerInfo) => {
      const redis = await startRedis(await freePort());
      const lakePort = await freePort();
      const lake = await startSeededLake(lakePort);
      const folder = await freshLakeServer('servers');
      mkdirSync(workerInfo.project.outputDir, { recursive: true });
      const started: ChildProcess[] = [];
      async function startServer(name: string): Promise<Server> {
        const port = await freePort();
        const log = join(workerInfo.project.outputDir, `server-${name}.log`);
        const child = runLakeServer(folder, port, {
          logFile: log,
          env: { ...lakeEnvAt(lakePort), REDIS_URL: redis.url },
        });
        started.push(child);
        const url = `http://127.0.0.1:${port}`;
        await expect
          .poll(
            () =>
              fetch(url).then(
                (response) => response.status,
                () => 0,
              ),
            {
              timeout: 60_000,
            },
          )
          .toBe(200);
        return { url, log, process: child };
      }
      const [a, b] = await Promise.all([startServer('a'), startServer('b')]);
      await use({ redis, lake, a, b, startServer });
      await Promise.all(started.map((child) => stopProcessGroup(child)));
      await lake.close();
      await redis.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

// The steps share the servers, Redis and the Content Lake, whose state each step changes.
test.describe.configure({ mode: 'serial' });

async function publish(request: APIRequestContext, server: Server, type: string, id: string) {
  const body = JSON.stringify({ _id: id, _type: type });
  const signature = await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET);
  return request.post(`${server.url}/api/revalidate`, {
    data: Buffer.from(body),
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
  });
}

async function postHtml(request: APIRequestContext, server: Server) {
  const response = await request.get(`${server.url}${POST_PATH}`, { timeout: 10_000 });
  expect(response.status()).toBe(200);
  return response.text();
}

async function feedXml(request: APIRequestContext, server: Server) {
  const response = await request.get(`${server.url}/blog/rss.xml`, { timeout: 10_000 });
  expect(response.status()).toBe(200);
  return response.text();
}

function warnings(server: Server): number {
  return readFileSync(server.log, 'utf8').match(UNREACHABLE)?.length ?? 0;
}

/** Both servers serve the post from the shared cache; a lake edit alone changes nothing; a
 * webhook on A alone brings the edit to B. */
async function publishReachesTheOtherServer(
  request: APIRequestContext,
  { lake, a, b }: Cluster,
  title: string,
) {
  await test.step('both servers serve the post from the shared cache', async () => {
    const [onA, onB] = await Promise.all([postHtml(request, a), postHtml(request, b)]);
    expect(onA).not.toContain(title);
    expect(onB).not.toContain(title);
  });
  await test.step('an edit in the Content Lake alone does not show', async () => {
    lake.patch(POST_ID, { title });
    expect(await postHtml(request, b)).not.toContain(title);
  });
  await test.step('a signed webhook to server A brings it to server B at its next request', async () => {
    const response = await publish(request, a, 'blogPost', POST_ID);
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ revalidated: ['blogPost'] });
    expect(await postHtml(request, b)).toContain(title);
  });
}

test('the first request on a fresh server is a hit: the build filled Redis', async ({
  request,
  cluster,
}) => {
  const { a, b } = cluster;
  const logs = () => [a, b].map((server) => readFileSync(server.log, 'utf8')).join('\n');
  await expect.poll(logs, { timeout: 15_000 }).toMatch(/Shared cache: filled with the pages/);
  for (const server of [a, b]) {
    const response = await request.get(`${server.url}${POST_PATH}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-nextjs-cache']).toBe('HIT');
  }
});

test('a publish landing on one server shows on the other at its next request', async ({
  request,
  cluster,
}) => {
  await publishReachesTheOtherServer(request, cluster, 'Securing Loyalty Apps, First Revision');
});

test('a publish reaches what route handlers serve on the other server too', async ({
  request,
  cluster,
}) => {
  // A route handler's cache entry is tagged differently from a page's (Next sends its tags in a
  // header), which the shared cache's library once dropped (fortedigital issue #231). The feed
  // describes itself with the site's description.
  const { lake, a, b } = cluster;
  const description = 'Neighbourhood rewards, now on two servers.';
  lake.patch('siteSettings', { description });
  expect(await feedXml(request, b)).not.toContain(description);
  expect((await publish(request, a, 'siteSettings', 'siteSettings')).status()).toBe(200);
  expect(await feedXml(request, b)).toContain(description);
});

test('a page published through one server is found on the other at its first visit', async ({
  request,
  cluster,
}) => {
  const { lake, a, b } = cluster;
  const status = async (server: Server) =>
    (await request.get(`${server.url}/autumn-offer`)).status();
  // The 404 has server B load its list of addresses, which it would keep for 10 s.
  expect(await status(b)).toBe(404);
  lake.publish({
    _id: 'page-autumn-offer',
    _type: 'page',
    title: 'Autumn Offer',
    address: { _type: 'slug', current: 'autumn-offer' },
    blocks: [{ _key: 'header', _type: 'pageHeader', title: 'Autumn Offer' }],
  });
  expect((await publish(request, a, 'page', 'page-autumn-offer')).status()).toBe(200);
  expect(await status(a)).toBe(200);
  // Server A's word reaches B over Redis in milliseconds: well before B's own 10 s reload.
  await expect.poll(() => status(b), { timeout: 5_000 }).toBe(200);
});

test('with Redis down every server answers 200, refuses publishes, then uses Redis again', async ({
  request,
  cluster,
}) => {
  test.setTimeout(150_000);
  const { redis, a, b } = cluster;
  const paths = ['/', POST_PATH, '/features/universal-currency', '/about', '/blog/rss.xml'];

  // A slow start may already have logged an outage (connecting took too long): count from here.
  const before = [warnings(a), warnings(b)];

  await test.step('Redis stops: 100 requests over both servers all answer 200', async () => {
    await redis.stop();
    for (let batch = 0; batch < 10; batch++) {
      const statuses = await Promise.all(
        Array.from({ length: 10 }, (_, index) => {
          const server = index % 2 === 0 ? a : b;
          const path = paths[(batch + index) % paths.length]!;
          // A request held on Redis would time out here rather than pass.
          return request
            .get(`${server.url}${path}`, { timeout: 10_000 })
            .then((response) => response.status());
        }),
      );
      expect(statuses).toEqual(Array.from({ length: 10 }, () => 200));
    }
  });

  await test.step('each server said so once, not once per request', () => {
    expect([warnings(a) - before[0]!, warnings(b) - before[1]!]).toEqual([1, 1]);
  });

  await test.step('a publish is refused with 503, so the sender retries', async () => {
    const response = await publish(request, b, 'blogPost', POST_ID);
    expect(response.status()).toBe(503);
    expect(readFileSync(b.log, 'utf8')).toContain('Publish of blogPost refused with 503');
  });

  await test.step('a server started while Redis is down serves at once', async () => {
    const late = await cluster.startServer('started-while-redis-down');
    expect((await request.get(`${late.url}${POST_PATH}`, { timeout: 10_000 })).status()).toBe(200);
    expect(warnings(late)).toBe(1);
    await stopProcessGroup(late.process);
  });

  await test.step('Redis starts again: both servers reconnect by themselves', async () => {
    // Counted from here: a slow start's own outage may have logged a recovery already.
    const recovered = (server: Server) =>
      readFileSync(server.log, 'utf8').match(/Redis at \S+ answers again/g)?.length ?? 0;
    const earlier = [recovered(a), recovered(b)];
    await redis.start();
    for (const [index, server] of [a, b].entries()) {
      await expect
        .poll(() => recovered(server), { timeout: 15_000 })
        .toBeGreaterThan(earlier[index]!);
    }
  });

  await publishReachesTheOtherServer(request, cluster, 'Securing Loyalty Apps, After The Outage');
});
