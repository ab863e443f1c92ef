/**
 * A webhook receiver on loopback, as an operator's CRM or automation would run one: it verifies
 * each delivery's signature with the standardwebhooks package (a wrong one is refused with 400 and
 * never counted) and keeps what arrived. It answers each delivery with the next of `statuses`
 * (then 200), or, `hang`ing, holds every request open without an answer. One made `down` has its
 * address but answers nothing until `listen()`: a receiver that is away, then back.
 */
import { createServer, type IncomingMessage } from 'node:http';

import { Webhook } from 'standardwebhooks';

import { freePort } from './free-port.ts';

export interface Delivery {
  id: string;
  event: { type: string; timestamp: string; data: Record<string, unknown> };
  /** When it arrived (ms since the epoch). */
  at: number;
}

export interface WebhookReceiver {
  url: string;
  /** The verified deliveries, in the order they came (a retried one again each time). */
  deliveries: Delivery[];
  /** Each event once, by its webhook-id, as it first came. */
  events: Map<string, Delivery>;
  /** The statuses the next verified deliveries are answered with, in order (then 200). */
  statuses: number[];
  /** Deliveries whose signature did not verify (answered 400). */
  refused: number;
  /** Requests held open, unanswered (`hang`). */
  held: number;
  /** Starts listening (again). */
  listen(): Promise<void>;
  close(): Promise<void>;
}

/** Standard Webhooks' headers of a request, as the library reads them. */
function signatureHeaders(request: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [
      name,
      String(request.headers[name] ?? ''),
    ]),
  );
}

interface ReceiverOptions {
  statuses?: number[];
  hang?: boolean;
  down?: boolean;
}

export async function startWebhookReceiver(
  secret: string,
  { statuses = [], hang = false, down = false }: ReceiverOptions = {},
): Promise<WebhookReceiver> {
  const port = await freePort();
  const hook = new Webhook(secret);
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (hang) {
        receiver.held += 1;
        return;
      }
      const headers = signatureHeaders(request);
      let delivery: Delivery;
      try {
        const event = hook.verify(body, headers) as Delivery['event'];
        delivery = { id: headers['webhook-id']!, event, at: Date.now() };
      } catch {
        receiver.refused += 1;
        response.writeHead(400).end('bad signature');
        return;
      }
      receiver.deliveries.push(delivery);
      if (!receiver.events.has(delivery.id)) receiver.events.set(delivery.id, delivery);
      response.writeHead(receiver.statuses.shift() ?? 200).end();
    });
  });
  const receiver: WebhookReceiver = {
    url: `http://127.0.0.1:${port}/hooks`,
    deliveries: [],
    events: new Map(),
    statuses: [...statuses],
    refused: 0,
    held: 0,
    listen: () => new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening)),
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        if (server.listening) server.close(() => closed());
        else closed();
      }),
  };
  if (!down) await receiver.listen();
  return receiver;
}
