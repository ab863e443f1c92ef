/**
 * A webhook receiver on loopback, as an operator's CRM or automation would run one: it verifies
 * each delivery's signature with the standardwebhooks package (a wrong one is refused with 400 and
 * never counted) and keeps what arrived. It answers each delivery with the next status of
 * `statuses` (then 200), or, `hang`ing, holds every request open without an answer.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { Webhook } from 'standardwebhooks';

export interface Delivery {
  id: string;
  event: { type: string; timestamp: string; data: Record<string, unknown> };
}

export interface WebhookReceiver {
  url: string;
  /** The verified deliveries, in the order they came (a retried one again each time). */
  deliveries: Delivery[];
  /** Requests held open, unanswered (`hang`). */
  held: number;
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

export async function startWebhookReceiver(
  secret: string,
  { statuses = [], hang = false }: { statuses?: number[]; hang?: boolean } = {},
): Promise<WebhookReceiver> {
  const answers = [...statuses];
  const receiver: WebhookReceiver = {
    url: '',
    deliveries: [],
    held: 0,
    close: () => Promise.resolve(),
  };
  const server = createServer((request, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (hang) {
        receiver.held += 1;
        return;
      }
      const headers = signatureHeaders(request);
      try {
        const event = new Webhook(secret).verify(body, headers) as Delivery['event'];
        receiver.deliveries.push({ id: headers['webhook-id']!, event });
      } catch {
        response.writeHead(400).end('bad signature');
        return;
      }
      response.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  receiver.close = async () => {
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  };
  return receiver;
}
