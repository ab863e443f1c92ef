// @vitest-environment node
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterEach, describe, expect, it } from 'vitest';

import { compressOnce } from './compress-once';

/** A page as Next answers a prerendered one: its ETag, its type, the whole body in one `end`. */
interface Page {
  etag?: string;
  body: string;
  streamed?: boolean;
}

const PAGE = `<!DOCTYPE html><html><body>${'<p>Rewards at every shop on the street.</p>'.repeat(80)}</body></html>`;

let page: Page;
let server: ReturnType<typeof createServer> | undefined;

function answer(_req: IncomingMessage, res: ServerResponse) {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (page.etag) res.setHeader('ETag', page.etag);
  if (!page.streamed) return void res.end(page.body);
  res.write(page.body.slice(0, 1000));
  res.end(page.body.slice(1000));
}

async function serve(): Promise<string> {
  server = createServer(compressOnce(answer, { maxBytes: 1024 * 1024 }));
  await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', listening));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

interface Answer {
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
        done({ coding, vary: res.headers.vary, bytes, text });
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
    page = { etag: '"v1"', body: PAGE };
    const url = await serve();
    const browser = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    const gzipOnly = await get(url, { 'accept-encoding': 'gzip' });
    const plain = await get(url);
    expect([browser.coding, gzipOnly.coding, plain.coding]).toEqual(['br', 'gzip', undefined]);
    expect([browser.text, gzipOnly.text, plain.text]).toEqual([PAGE, PAGE, PAGE]);
    expect(browser.bytes.length).toBeLessThan(PAGE.length / 10);
    expect(browser.vary).toContain('Accept-Encoding');
  });

  it('keeps what it compressed for a page version: the same URL and ETag get the same bytes', async () => {
    page = { etag: '"v1"', body: PAGE };
    const url = await serve();
    const first = await get(url, { 'accept-encoding': 'br' });
    // Whatever the handler says now, a version already compressed is not compressed again.
    page = { etag: '"v1"', body: PAGE.replace('street', 'block') };
    const again = await get(url, { 'accept-encoding': 'br' });
    expect([first.text, again.text]).toEqual([PAGE, PAGE]);
  });

  it('compresses a new version of the page anew', async () => {
    page = { etag: '"v1"', body: PAGE };
    const url = await serve();
    await get(url, { 'accept-encoding': 'br' });
    const next = PAGE.replace('street', 'block');
    page = { etag: '"v2"', body: next };
    expect((await get(url, { 'accept-encoding': 'br' })).text).toBe(next);
  });

  it('compresses streamed and unversioned answers on the fly, every time', async () => {
    page = { body: PAGE };
    const url = await serve();
    const unversioned = await get(url, { 'accept-encoding': 'gzip' });
    page = { etag: '"v1"', body: PAGE, streamed: true };
    const streamed = await get(url, { 'accept-encoding': 'br' });
    expect([unversioned.coding, streamed.coding]).toEqual(['gzip', 'br']);
    expect([unversioned.text, streamed.text]).toEqual([PAGE, PAGE]);
  });

  it('leaves small answers as they are', async () => {
    page = { etag: '"small"', body: '<p>Hi</p>' };
    const url = await serve();
    const small = await get(url, { 'accept-encoding': 'br' });
    expect([small.coding, small.text]).toEqual([undefined, '<p>Hi</p>']);
  });
});
