import { appendLine } from './append-line';
import { outboxRecord, type OutboxSender } from './outbox-record';
import { BodyTooLarge, readCappedBody } from '../http/read-capped-body';
import { clientAddress } from '../rate-limits/client-address';
import type { RateLimit } from '../rate-limits/limits';

export interface OutboxOptions {
  /** Off: the route answers 404, as if it did not exist. */
  enabled: boolean;
  /** The NDJSON file the records are appended to. */
  file: string;
  sender: OutboxSender;
  maxBodyBytes: number;
  /** Sends per client; a refused one is told how long its window still runs (Retry-After). */
  limit: RateLimit;
  now?: () => Date;
}

function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/plain', ...headers } });
}

/**
 * The local outbox's POST handler: an EmailJS-compatible endpoint that appends what the forms
 * send to a file, one JSON line per message. Cheap checks come first, so a refused request costs
 * nothing: the rate limit before the body is read, the body's size before it is parsed.
 */
export function createOutboxHandler(options: OutboxOptions) {
  const { enabled, file, sender, maxBodyBytes, limit } = options;
  const now = options.now ?? (() => new Date());
  return async function POST(request: Request): Promise<Response> {
    if (!enabled) return text(404, 'Not Found');
    const verdict = await limit(clientAddress(request));
    if (!verdict.allowed) {
      return text(429, 'Too many requests', { 'retry-after': String(verdict.retryAfterSeconds) });
    }
    if (!request.headers.get('content-type')?.toLowerCase().startsWith('application/json')) {
      return text(400, 'Expected a JSON send request');
    }
    let body: unknown;
    try {
      body = JSON.parse(await readCappedBody(request, maxBodyBytes));
    } catch (error) {
      if (error instanceof BodyTooLarge) return text(413, 'The send request is too large');
      return text(400, 'The body is not valid JSON');
    }
    const record = outboxRecord(body, sender, now());
    if (!record) return text(400, 'Not a well-formed send request');
    await appendLine(file, JSON.stringify(record));
    // EmailJS answers a successful send with 200 and the text "OK".
    return text(200, 'OK');
  };
}
