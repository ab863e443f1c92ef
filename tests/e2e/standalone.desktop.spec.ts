import { spawn } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { expect, test } from '@playwright/test';

import { freePort } from '../support/free-port';
import { webDir } from '../support/lake-site';
import { stopProcessGroup } from '../support/processes';

const build = join(webDir, '.next');

/**
 * One GET as a browser sends it, the body as it came over the wire (fetch would decode it, and
 * would mark a request with a validator `no-cache`, which a browser's revalidation is not).
 */
function rawGet(url: string, acceptEncoding: string, validator?: string) {
  const headers = {
    'accept-encoding': acceptEncoding,
    ...(validator && { 'if-none-match': validator }),
  };
  return new Promise<{
    status: number | undefined;
    etag: string | undefined;
    coding: string | undefined;
    bytes: Buffer;
  }>((done, fail) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        done({
          status: response.statusCode,
          etag: response.headers.etag,
          coding: response.headers['content-encoding'],
          bytes: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', fail)
      .end();
  });
}
const standalone = join(build, 'standalone');

/**
 * The deployable artifact: `next build`'s standalone folder, with public/ and .next/static beside
 * it, copied out of the repository (no workspace, no node_modules around it) and started with
 * plain `node apps/web/server.js`, as docs/deployment.md and the Dockerfile run it.
 */
test('the standalone build, copied out of the repository, serves the site alone', async ({}, testInfo) => {
  expect(existsSync(join(standalone, 'apps/web/server.js')), 'run the production build').toBe(true);
  const dir = await mkdtemp(join(tmpdir(), 'brp-standalone-'));
  await cp(standalone, dir, { recursive: true, verbatimSymlinks: true });
  await cp(join(webDir, 'public'), join(dir, 'apps/web/public'), { recursive: true });
  await cp(join(build, 'static'), join(dir, 'apps/web/.next/static'), { recursive: true });

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const log = openSync(testInfo.outputPath('standalone.log'), 'a');
  const server = spawn(process.execPath, ['apps/web/server.js'], {
    cwd: dir,
    // Nothing of the repository's environment: the folder needs no more than PORT and, with no
    // mail server to confirm signups through, the operator's word that they count unconfirmed.
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      WAITLIST_TRUST_UNCONFIRMED_ADDRESSES: '1',
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  try {
    await expect
      .poll(
        () =>
          fetch(origin).then(
            (response) => response.status,
            () => 0,
          ),
        { timeout: 30_000 },
      )
      .toBe(200);
    const get = (path: string) => fetch(new URL(path, origin));

    const home = await (await get('/')).text();
    expect(home).toContain('<h1');

    await test.step('pages go out compressed: Brotli to browsers, gzip to the rest', async () => {
      const browser = await rawGet(origin, 'gzip, deflate, br, zstd');
      const gzipOnly = await rawGet(origin, 'gzip');
      expect([browser.coding, gzipOnly.coding]).toEqual(['br', 'gzip']);
      expect(brotliDecompressSync(browser.bytes).toString()).toBe(home);
      expect(gunzipSync(gzipOnly.bytes).toString()).toBe(home);
      // A page version is compressed quickly for its first request, then once more at the
      // smallest for every later one.
      const about = `${origin}/about`;
      const first = await rawGet(about, 'br');
      await expect
        .poll(async () => (await rawGet(about, 'br')).bytes.length)
        .toBeLessThan(first.bytes.length);
    });
    await test.step('an idle connection outlives a proxy’s (60 s), so none is cut mid-request', async () => {
      const response = await get('/about');
      expect(response.headers.get('keep-alive')).toBe('timeout=65');
    });
    await test.step('a browser that already has the page version gets a 304', async () => {
      const { etag } = await rawGet(`${origin}/about`, 'br');
      expect(etag).toMatch(/^"[\w-]+-br"$/);
      const again = await rawGet(`${origin}/about`, 'br', etag);
      expect([again.status, again.etag, again.bytes.length]).toEqual([304, etag, 0]);
    });
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1];
    expect((await get(script ?? '/missing-script')).status).toBe(200);

    const post = await get('/blog/loyalty-app-security');
    expect(post.status).toBe(200);
    const html = await post.text();
    const optimized = /src="(\/_next\/image\?url=[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    const image = await get(optimized ?? '/missing-image');
    expect([image.status, image.headers.get('content-type')]).toEqual([
      200,
      expect.stringMatching(/^image\//),
    ]);
    expect((await get('/seed-images/app-security-1600x900.jpg')).status).toBe(200);

    const feed = await get('/blog/rss.xml');
    expect(feed.status).toBe(200);
    expect(await feed.text()).toMatch(/<link>https?:\/\/[^<]+\/blog\/loyalty-app-security<\/link>/);

    // A production server with no e-mail keys and no OUTBOX_ENABLED: the outbox does not exist.
    const send = await fetch(new URL('/api/v1.0/email/send', origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(send.status).toBe(404);
  } finally {
    await stopProcessGroup(server);
    await rm(dir, { recursive: true, force: true });
  }
});
