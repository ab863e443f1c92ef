/**
 * deploy/caddy/Caddyfile, run by the real Caddy (Debian's, which the test command installs:
 * tests/support/ensure-caddy.ts) in front of two recording stand-ins for what compose.yaml puts
 * behind it, Varnish and Umami: of Umami, visitors reach exactly its tracker script and its
 * collector, on the site's own origin; its login, dashboard and API stay out of reach, however
 * the address is spelt. Only the two upstream addresses are changed to the stand-ins' (the compose
 * network's names do not resolve here), and the site is served over plain HTTP on a free port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort } from '@brp/testing/free-port';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy';
const caddyfile = readFileSync(join(import.meta.dirname, '../caddy/Caddyfile'), 'utf8');

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** An upstream that answers every request with its own name and keeps what it received. */
async function recordingUpstream(name: string) {
  const received: Received[] = [];
  const server: Server = createServer((incoming, response) => {
    let body = '';
    incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
    incoming.on('end', () => {
      received.push({
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body,
      });
      response.writeHead(200, { 'content-type': 'text/plain' }).end(name);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { received, address: `127.0.0.1:${address.port}`, close: () => server.close() };
}

/** A request as sent: the path unnormalised (fetch would resolve `..` before sending it). */
function send(
  port: number,
  method: string,
  path: string,
  { body, headers = {} }: { body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

let varnish: Awaited<ReturnType<typeof recordingUpstream>>;
let umami: Awaited<ReturnType<typeof recordingUpstream>>;
let caddy: ChildProcess;
let port: number;
let folder: string;

beforeAll(async () => {
  if (!existsSync(CADDY)) {
    throw new Error(`No Caddy at ${CADDY}: sudo apt-get install -y caddy (or set CADDY_PATH)`);
  }
  varnish = await recordingUpstream('varnish');
  umami = await recordingUpstream('umami');
  port = await freePort();
  folder = mkdtempSync(join(tmpdir(), 'brp-caddy-'));
  expect(caddyfile).toContain('reverse_proxy umami:3000');
  expect(caddyfile).toContain('reverse_proxy varnish:80');
  const config = join(folder, 'Caddyfile');
  writeFileSync(
    config,
    // No admin endpoint: its fixed port (2019) is not this test's to take.
    `{\n\tadmin off\n}\n${caddyfile
      .replace('reverse_proxy umami:3000', `reverse_proxy ${umami.address}`)
      .replace('reverse_proxy varnish:80', `reverse_proxy ${varnish.address}`)}`,
  );
  caddy = spawn(CADDY, ['run', '--config', config, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH,
      // As compose.yaml's `http://` would: a plain-HTTP site, no certificate to get.
      SITE_DOMAIN: `http://127.0.0.1:${port}`,
      XDG_DATA_HOME: join(folder, 'data'),
      XDG_CONFIG_HOME: join(folder, 'config'),
      HOME: folder,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    caddy.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('serving initial configuration')) resolve();
    });
    caddy.once('exit', (code) => reject(new Error(`Caddy exited with ${code}:\n${log}`)));
  });
});

afterAll(() => {
  caddy?.kill();
  varnish?.close();
  umami?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

beforeEach(() => {
  varnish.received.length = 0;
  umami.received.length = 0;
});

describe('the Caddyfile in front of the site and Umami', () => {
  it("passes Umami's script and its collector, from /stats, as Umami names them", async () => {
    expect(await send(port, 'GET', '/stats/script.js')).toEqual({ status: 200, body: 'umami' });
    const report = JSON.stringify({ type: 'event', payload: { website: 'site-1', url: '/' } });
    expect(
      await send(port, 'POST', '/stats/api/send', {
        body: report,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '6.6.6.6' },
      }),
    ).toEqual({ status: 200, body: 'umami' });
    expect(umami.received.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /script.js',
      'POST /api/send',
    ]);
    expect(umami.received[1]?.body).toBe(report);
    // Umami counts visitors by their address: the one they connected from, not one they wrote.
    expect(umami.received[1]?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(varnish.received).toEqual([]);
  });

  it('sends the site to Varnish', async () => {
    expect(await send(port, 'GET', '/')).toEqual({ status: 200, body: 'varnish' });
    expect(await send(port, 'GET', '/stats')).toEqual({ status: 200, body: 'varnish' });
    expect(varnish.received.map(({ url }) => url)).toEqual(['/', '/stats']);
    expect(umami.received).toEqual([]);
  });

  it.each([
    ['GET', '/stats/'],
    ['GET', '/STATS/SCRIPT.JS'],
    ['GET', '/stats//script.js'],
    ['GET', '/stats/%73cript.js'],
    ['POST', '/Stats/API/send'],
    ['GET', '/stats/login'],
    ['POST', '/stats/api/auth/login'],
    ['GET', '/stats/api/websites'],
    ['GET', '/stats/dashboard'],
    ['GET', '/stats/settings/profile'],
    ['GET', '/stats/admin/users'],
    ['GET', '/stats/script.js/../login'],
    ['GET', '/stats/api/send/../auth/login'],
    ['GET', '/stats/%2e%2e/login'],
    ['GET', '/stats/script.js%2F..%2F..%2Flogin'],
    ['GET', '/stats/api/send/../../login'],
    ['GET', '/stats/api/send%00/login'],
    ['GET', '/login'],
    ['POST', '/api/auth/login'],
  ])('lets no other address of Umami be reached by %s %s', async (method, path) => {
    await send(port, method, path);
    // Caddy matches paths without regard to case or escapes: a spelling of the script's or the
    // collector's address may reach Umami (which finds no such route), nothing else.
    const reached = umami.received.map(({ url }) =>
      decodeURIComponent(new URL(url, 'http://umami').pathname).toLowerCase(),
    );
    expect(reached.filter((path) => path !== '/script.js' && path !== '/api/send')).toEqual([]);
  });
});
