import { request } from 'node:http';

import { listen, type LocalServer } from '@brp/testing/http';
import { afterEach, expect, it } from 'vitest';

import { refuseUnrepresentableMethods } from './refuse-methods';

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
  server = await listen(refuseUnrepresentableMethods((_req, res) => res.end('page')));
  expect(await send('TRACE', '/og/about')).toEqual({ status: 405, allow: 'GET, HEAD, OPTIONS' });
  expect(await send('TRACE', '/api/revalidate?x=1')).toEqual({
    status: 405,
    allow: 'POST, OPTIONS',
  });
  expect(await send('GET', '/og/about')).toEqual({ status: 200, allow: undefined });
});
