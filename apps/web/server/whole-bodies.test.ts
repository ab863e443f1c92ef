import { createServer, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { MAX_BODY_BYTES, withWholeBodies } from './whole-bodies';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A server as main.ts makes it; each request that reaches the handler is read whole. */
async function server() {
  const reached: string[] = [];
  const handled = vi.fn();
  const http = createServer(
    { highWaterMark: MAX_BODY_BYTES + 1 },
    withWholeBodies((req: IncomingMessage, res) => {
      handled();
      void (async () => {
        let body = '';
        for await (const chunk of req) body += String(chunk);
        reached.push(body);
        res.end('ok');
      })();
    }),
  );
  servers.push(http);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { port: (http.address() as AddressInfo).port, reached, handled };
}

/** Writes `parts` to the server one after another, `gapMs` apart; the raw answer, or '' when the
 * connection is dropped after the last part (`hangUp`). */
async function send(port: number, parts: string[], { gapMs = 20, hangUp = false } = {}) {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const closed = new Promise((resolve) => socket.on('close', resolve));
  socket.on('error', () => undefined);
  for (const part of parts) {
    socket.write(part);
    await sleep(gapMs);
  }
  if (hangUp) socket.destroy();
  await closed;
  return answer;
}

const head = (length: number | 'chunked') =>
  `POST /api/waitlist HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${
    length === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${length}`
  }\r\n\r\n`;

describe('withWholeBodies', () => {
  it('hands the request on once its body has come whole, however it was cut up', async () => {
    const { port, reached } = await server();
    const body = JSON.stringify({ name: 'Ada', filler: 'x'.repeat(40_000) });
    const thirds = [body.slice(0, 100), body.slice(100, 20_000), body.slice(20_000)];
    expect(await send(port, [head(body.length), ...thirds])).toContain('200 OK');
    expect(reached).toEqual([body]);
  });

  it('hands on a request without a body at once', async () => {
    const { port, reached } = await server();
    const get = 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n';
    expect(await send(port, [get])).toContain('200 OK');
    expect(reached).toEqual(['']);
  });

  it('drops a client gone mid-body: no handler, nothing logged', async () => {
    const logged = vi.spyOn(console, 'error');
    const { port, handled } = await server();
    for (let drop = 0; drop < 20; drop += 1) {
      await send(port, [head(500), '{"name":"Ad'], { hangUp: true });
    }
    expect(handled).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
  });

  it('answers 413 to a body larger than any route takes, before anything reads it', async () => {
    const { port, handled } = await server();
    expect(await send(port, [head(MAX_BODY_BYTES + 1)])).toContain('413 Payload Too Large');
    const chunk = 'x'.repeat(16 * 1024);
    const chunked = Array.from({ length: 6 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    expect(await send(port, [head('chunked'), ...chunked])).toContain('413 Payload Too Large');
    expect(handled).not.toHaveBeenCalled();
  });

  it('lets a client still sending a large body read the 413 (no reset under it)', async () => {
    const { port, handled } = await server();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await fetch(`http://127.0.0.1:${port}/api/waitlist`, {
        method: 'POST',
        body: 'x'.repeat(4 * 1024 * 1024),
      });
      expect(response.status).toBe(413);
      expect(await response.text()).toBe(`The body is larger than ${MAX_BODY_BYTES} bytes`);
    }
    expect(handled).not.toHaveBeenCalled();
  });
});
