/**
 * A webhook receiver on loopback for the load tests: it verifies each delivery's signature with
 * the standardwebhooks package, as a receiver should, answers 204, and keeps each event once by
 * its `webhook-id` (a retry repeats one).
 */
import { createServer } from 'node:http';

import { Webhook } from 'standardwebhooks';

import { freePort } from '../support/free-port.ts';

interface ReceivedEvent {
  type: string;
  data: { email?: string };
  /** When it arrived (ms since the epoch). */
  at: number;
}

export interface WebhookReceiver {
  url: string;
  /** Each event once, by its webhook-id. */
  received: Map<string, ReceivedEvent>;
  /** Deliveries whose signature did not verify (answered 400). */
  refused(): number;
  /** Starts listening (again); a receiver can be made before it is up. */
  listen(): Promise<void>;
  stop(): Promise<void>;
}

/** A `whsec_` secret for a load test's server and receiver. */
export const LOAD_WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 3).toString('base64')}`;

const SIGNED_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'];

/** A receiver at a free port, listening unless `down` (then `listen()` brings it up). */
export async function startWebhookReceiver({ down = false } = {}): Promise<WebhookReceiver> {
  const port = await freePort();
  const hook = new Webhook(LOAD_WEBHOOK_SECRET);
  const received = new Map<string, ReceivedEvent>();
  let refused = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(
        SIGNED_HEADERS.map((name) => [name, String(request.headers[name])]),
      );
      try {
        const event = hook.verify(Buffer.concat(chunks).toString(), headers) as ReceivedEvent;
        if (!received.has(headers['webhook-id']!)) {
          received.set(headers['webhook-id']!, { ...event, at: Date.now() });
        }
        response.writeHead(204).end();
      } catch {
        refused += 1;
        response.writeHead(400).end();
      }
    });
  });
  const listen = () =>
    new Promise<void>((listening) => server.listen(port, '127.0.0.1', () => listening()));
  if (!down) await listen();
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    refused: () => refused,
    listen,
    stop: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        if (server.listening) server.close(() => closed());
        else closed();
      }),
  };
}
