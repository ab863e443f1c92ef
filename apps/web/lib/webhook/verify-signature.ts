import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header Sanity signs its webhooks in: `t=<unix ms>,v1=<base64url HMAC-SHA256>`. */
export const SIGNATURE_HEADER = 'sanity-webhook-signature';

/** How old (or how far ahead, for clock skew) a signature may be: older ones are replays. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

const HEADER_FORMAT = /^t=(\d{1,15})[, ]+v1=([A-Za-z0-9_-]{1,128})$/;

/**
 * Whether `signature` is Sanity's signature of `body` with `secret`, made within the tolerance of
 * `now`. The HMAC is Sanity's: SHA-256 over `<timestamp>.<body>`, base64url without padding
 * (what @sanity/webhook computes, but that library compares with `!==` and takes any timestamp).
 * Compared in constant time, so the answer's timing tells nothing about a near miss.
 */
export function verifySignature(
  body: string,
  signature: string | null,
  secret: string,
  now: number = Date.now(),
): boolean {
  const match = HEADER_FORMAT.exec(signature?.trim() ?? '');
  if (!match) return false;
  const [, timestamp, given] = match as unknown as [string, string, string];
  if (Math.abs(now - Number(timestamp)) > SIGNATURE_TOLERANCE_MS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  const received = Buffer.from(given, 'base64url');
  return received.length === expected.length && timingSafeEqual(received, expected);
}
