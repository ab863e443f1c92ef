import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterEach, describe, expect, it } from 'vitest';

import { compressOnce } from './compress-once';

/** A page as Next answers a prerendered one (`shared`): its type, the whole body in one `end`. */
interface Page {
  shared?: boolean;
  body: string;
  streamed?: boolean;
}

const PAGE = `<!DOCTYPE html><html><body>${'<p>Rewards at every shop on the street.</p>'.repeat(80)}</body></html>`;

let page: Page;
let server: ReturnType<typeof createServer> | undefined;

/** The page's server-component payload, as Next answers a request with `rsc: 1`. */
const PAYLOAD = `0:${JSON.stringify({ rows: Array.from({ length: 80 }, (_, row) => `row ${row}`) })}`;

function answer(req: IncomingMessage, res: ServerResponse) {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', page.shared ? 's-maxage=31536000' : 'private, no-store');
  if (req.headers.rsc === '1') return void res.end(PAYLOAD);
  // A new string each time, as a page read from Next's cache again would be.
  if (!page.streamed) return void res.end(page.body.slice(0));
  res.write(page.body.slice(0, 1000));
  res.end(page.body.slice(1000));
}

async function serve(): Promise<string> {
  server = createServer(compressOnce(answer, { maxBytes: 1024 * 1024 }));
  await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', listening));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

interface Answer {
  status: number | undefined;
  etag: string | undefined;
  coding: string | undefined;
  vary: string | undefined;
  bytes: Buffer;
  text: string;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((done, fail) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const coding = res.headers['content-encoding'];
        const text = (
          coding === 'br'
            ? brotliDecompressSync(bytes)
            : coding === 'gzip'
              ? gunzipSync(bytes)
              : bytes
        ).toString();
        done({
          status: res.statusCode,
          etag: res.headers.etag,
          coding,
          vary: res.headers.vary,
          bytes,
          text,
        });
      });
    })
      .on('error', fail)
      .end();
  });
}

afterEach(async () => {
  await new Promise((closed) => server?.close(closed));
  server = undefined;
});

describe('compressOnce', () => {
  it('answers Brotli to a browser, gzip to a client that only takes gzip, and the same page', async () => {
    page = { shared: true, body: PAGE };
    const url = await serve();
    const browser = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    const gzipOnly = await get(url, { 'accept-encoding': 'gzip' });
    const plain = await get(url);
    expect([browser.coding, gzipOnly.coding, plain.coding]).toEqual(['br', 'gzip', undefined]);
    expect([browser.text, gzipOnly.text, plain.text]).toEqual([PAGE, PAGE, PAGE]);
    expect(browser.bytes.length).toBeLessThan(PAGE.length / 10);
    expect(browser.vary).toContain('Accept-Encoding');
  });

  it('gives each version of a page one ETag per coding, and a 304 to a browser that has it', async () => {
    page = { shared: true, body: PAGE };
    const url = await serve();
    const first = await get(url, { 'accept-encoding': 'br' });
    const gzipped = await get(url, { 'accept-encoding': 'gzip' });
    const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': first.etag! });
    expect(first.etag).toMatch(/^"[\w-]+-br"$/);
    expect(gzipped.etag).not.toBe(first.etag);
    expect([again.status, again.etag, again.bytes.length]).toEqual([304, first.etag, 0]);
  });

  it('compresses a new version of the page anew, with a new ETag', async () => {
    page = { shared: true, body: PAGE };
    const url = await serve();
    const first = await get(url, { 'accept-encoding': 'br' });
    const next = PAGE.replace('street', 'block');
    page = { shared: true, body: next };
    const changed = await get(url, { 'accept-encoding': 'br', 'if-none-match': first.etag! });
    expect([changed.status, changed.text]).toEqual([200, next]);
    expect(changed.etag).not.toBe(first.etag);
  });

  it('compresses streamed and private answers on the fly, every time, with no ETag', async () => {
    page = { body: PAGE };
    const url = await serve();
    const unshared = await get(url, { 'accept-encoding': 'gzip' });
    page = { shared: true, body: PAGE, streamed: true };
    const streamed = await get(url, { 'accept-encoding': 'br' });
    expect([unshared.coding, streamed.coding]).toEqual(['gzip', 'br']);
    expect([unshared.text, streamed.text]).toEqual([PAGE, PAGE]);
    expect([unshared.etag, streamed.etag]).toEqual([undefined, undefined]);
  });

  it('keeps one version per path: a query string makes no new compression', async () => {
    page = { shared: true, body: PAGE };
    const url = await serve();
    const first = await get(url, { 'accept-encoding': 'br' });
    // The thread pool's Brotli 11 replaces the first request's quick compression.
    await expect
      .poll(async () => (await get(url, { 'accept-encoding': 'br' })).bytes.length)
      .toBeLessThan(first.bytes.length);
    const refined = await get(url, { 'accept-encoding': 'br' });
    for (const query of ['?utm_source=a', '?x=1&y=2', '?_rsc=abc']) {
      const queried = await get(`${url}${query}`, { 'accept-encoding': 'br' });
      expect([queried.etag, queried.bytes], query).toEqual([refined.etag, refined.bytes]);
    }
  });

  it('keeps a page and its payload apart under the same path', async () => {
    page = { shared: true, body: PAGE };
    const url = await serve();
    for (const _ of [1, 2]) {
      expect((await get(url, { 'accept-encoding': 'br' })).text).toBe(PAGE);
      expect((await get(`${url}?_rsc=1`, { 'accept-encoding': 'br', rsc: '1' })).text).toBe(
        PAYLOAD,
      );
    }
  });

  it('leaves small answers as they are', async () => {
    page = { shared: true, body: '<p>Hi</p>' };
    const url = await serve();
    const small = await get(url, { 'accept-encoding': 'br' });
    expect([small.coding, small.text]).toEqual([undefined, '<p>Hi</p>']);
  });
});
