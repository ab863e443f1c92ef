import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
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

/** Starts `handler` on 127.0.0.1; port 0 picks a free one. Handler errors answer 500. Without an
 * `upgrade` handler, requests to switch protocols go unanswered, as Node leaves them. */
export async function listen(
  handler: Handler,
  port = 0,
  upgrade?: UpgradeHandler,
): Promise<LocalServer> {
  const server = createServer((request, response) => {
    Promise.resolve(handler(request, response)).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: String(error) });
    });
  });
  // Node stops tracking a connection once it switches protocols: close() ends those itself.
  const upgraded = new Set<Socket>();
  if (upgrade)
    server.on('upgrade', (request, socket: Socket) => {
      upgraded.add(socket);
      socket.on('close', () => upgraded.delete(socket));
      upgrade(request, socket);
    });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        for (const socket of upgraded) socket.destroy();
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
