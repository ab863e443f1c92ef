import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';

export type Handler = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

/** A local HTTP server on the loopback interface, as the fakes use it. */
export interface LocalServer {
  /** Its origin, e.g. http://127.0.0.1:41234. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Takes a request to switch protocols (a WebSocket) and the connection it came on. */
export type UpgradeHandler = (request: IncomingMessage, socket: Socket) => void;

export interface ListenOptions {
  /** Answers requests to switch protocols; without it they go unanswered, as Node leaves them. */
  upgrade?: UpgradeHandler;
  /** Serves HTTPS with this key and certificate (PEM), HTTP/2 where the client speaks it, as
   * Sanity's API does: a browser holds at most six HTTP/1.1 connections to a host, and a page
   * with more event streams open than that waits for ever on its next request. */
  tls?: { key: string; cert: string };
}

/** Starts `handler` on 127.0.0.1; port 0 picks a free one. Handler errors answer 500. */
export async function listen(
  handler: Handler,
  port = 0,
  { upgrade, tls }: ListenOptions = {},
): Promise<LocalServer> {
  const answer = (request: IncomingMessage, response: ServerResponse) => {
    Promise.resolve(handler(request, response)).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: String(error) });
    });
  };
  // HTTP/2's compatibility API takes the same handler: its request and response are shaped alike.
  const server = tls
    ? createSecureServer({ ...tls, allowHTTP1: true }, answer as never)
    : // Idle connections stay open until close(). A browser sends a request again when the
      // server closed its idle connection as the request left; Node's fetch, the browser's in a
      // jsdom test, fails it instead ("fetch failed"), and a test whose event loop is busy for
      // the keep-alive window's last seconds met exactly that (a studio test: 1 run in 5, loaded).
      createServer({ keepAliveTimeout: 0 }, answer);
  if (upgrade)
    server.on('upgrade', (request: IncomingMessage, socket: Socket) => upgrade(request, socket));
  // Every connection, so that close() ends them all: open event streams, switched protocols.
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${actual}`,
    port: actual,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}
