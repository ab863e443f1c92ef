import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { withTrustedClientAddress } from './trusted-client';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** What a handler behind the wrapper sees of a request sent with `headers`. */
async function seenHeaders(hops: number, headers: Record<string, string>) {
  let seen: IncomingHttpHeaders = {};
  const server = createServer(
    withTrustedClientAddress(hops, (req, res) => {
      seen = req.headers;
      res.end();
    }),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve, reject) => {
    request({ port, host: '127.0.0.1', headers }, (res) => res.resume().on('end', resolve))
      .on('error', reject)
      .end();
  });
  return seen;
}

describe('withTrustedClientAddress', () => {
  it('replaces a forged X-Forwarded-For with the connection’s address when no proxy is trusted', async () => {
    const headers = await seenHeaders(0, { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.6' });
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-real-ip']).toBeUndefined();
  });

  it('keeps the address the trusted proxy appended', async () => {
    const headers = await seenHeaders(1, { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' });
    expect(headers['x-forwarded-for']).toBe('203.0.113.7');
  });
});
