import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

import { parseSendRequest } from '@/lib/email/send-request';
import { emailConfig, outboxFile } from '@/lib/env';

/**
 * The local outbox: an EmailJS-compatible endpoint that, when no EmailJS keys are configured,
 * receives what the forms send (through the real SDK) and appends it to a git-ignored file, so a
 * developer sees exactly what would have gone out. With keys configured it does not exist.
 */
export async function POST(request: Request) {
  if (emailConfig.mode !== 'outbox') return new Response('Not Found', { status: 404 });
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('application/json')) {
    return new Response('Expected a JSON send request', { status: 400 });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return new Response('The body is not valid JSON', { status: 400 });
  }
  const sendRequest = parseSendRequest(body);
  if (sendRequest?.user_id !== emailConfig.publicKey) {
    return new Response('Not a well-formed send request', { status: 400 });
  }
  await mkdir(dirname(outboxFile), { recursive: true });
  await appendFile(
    outboxFile,
    `${JSON.stringify({ receivedAt: new Date().toISOString(), ...sendRequest })}\n`,
  );
  // EmailJS answers a successful send with 200 and the text "OK".
  return new Response('OK', { status: 200, headers: { 'content-type': 'text/plain' } });
}
