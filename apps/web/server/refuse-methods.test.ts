import { request } from 'node:http';

import { listen, type LocalServer } from '@brp/testing/http';
import { afterEach, expect, it } from 'vitest';

import { refuseMethodsBeforeNext } from './refuse-methods';

let server: LocalServer | undefined;
afterEach(() => server?.close());

/** fetch() cannot send TRACE either: a raw request, as an attacker's client sends it. */
function send(method: string, path: string): Promise<{ status?: number; allow?: string }> {
  return new Promise((done, fail) => {
    request(`${server!.url}${path}`, { method }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode, allow: res.headers.allow }));
    })
      .on('error', fail)
      .end();
  });
}

it('answers TRACE with 405 and what the address takes, before the handler', async () => {
  server = await listen(refuseMethodsBeforeNext((_req, res) => res.end('page')));
  expect(await send('TRACE', '/og/about')).toEqual({ status: 405, allow: 'GET, HEAD, OPTIONS' });
  expect(await send('TRACE', '/api/revalidate?x=1')).toEqual({
    status: 405,
    allow: 'POST, OPTIONS',
  });
  expect(await send('GET', '/og/about')).toEqual({ status: 200, allow: undefined });
});

it("answers any method but GET and HEAD on Next's own files and image optimiser with 405", async () => {
  server = await listen(refuseMethodsBeforeNext((_req, res) => res.end('file')));
  const image = '/_next/image?url=%2Fmedia%2Fhero-poster.jpg&w=640&q=75';
  for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH'])
    for (const path of [image, '/_next/static/chunks/app.js'])
      expect(await send(method, path), `${method} ${path}`).toEqual({
        status: 405,
        allow: 'GET, HEAD',
      });
  for (const method of ['GET', 'HEAD'])
    expect(await send(method, image), method).toEqual({ status: 200, allow: undefined });
});
