import { encodeSignatureHeader } from '@sanity/webhook';
import { describe, expect, it } from 'vitest';

import { SIGNATURE_TOLERANCE_MS, verifySignature } from './verify-signature';

const SECRET = 'webhook-secret';
const BODY = '{"_id":"a","_type":"announcement"}';
const NOW = Date.parse('2026-11-23T10:00:00Z');

/** Sanity's own signature, made by its toolkit. */
const sign = (body: string, at: number, secret = SECRET) => encodeSignatureHeader(body, at, secret);

describe('verifySignature', () => {
  it('accepts Sanity’s signature of the body, fresh or up to five minutes old', async () => {
    expect(verifySignature(BODY, await sign(BODY, NOW), SECRET, NOW)).toBe(true);
    const old = NOW - SIGNATURE_TOLERANCE_MS;
    expect(verifySignature(BODY, await sign(BODY, old), SECRET, NOW)).toBe(true);
  });

  it('refuses a replay older than five minutes, and a timestamp far ahead', async () => {
    const stale = NOW - SIGNATURE_TOLERANCE_MS - 1;
    expect(verifySignature(BODY, await sign(BODY, stale), SECRET, NOW)).toBe(false);
    const ahead = NOW + SIGNATURE_TOLERANCE_MS + 1;
    expect(verifySignature(BODY, await sign(BODY, ahead), SECRET, NOW)).toBe(false);
  });

  it('refuses another secret, another body and a tampered timestamp', async () => {
    const signature = await sign(BODY, NOW);
    expect(verifySignature(BODY, await sign(BODY, NOW, 'guess'), SECRET, NOW)).toBe(false);
    expect(verifySignature(`${BODY} `, signature, SECRET, NOW)).toBe(false);
    const moved = signature.replace(`t=${NOW}`, `t=${NOW + 1}`);
    expect(verifySignature(BODY, moved, SECRET, NOW)).toBe(false);
  });

  it.each([
    null,
    '',
    'v1=abc',
    `t=${NOW}`,
    `t=${NOW},v1=`,
    `t=${NOW},v1=not base64!`,
    `t=${NOW},v1=${'A'.repeat(500)}`,
    `t=${NOW},v1=c2hvcnQ`,
  ])('refuses the malformed header %s', (signature) => {
    expect(verifySignature(BODY, signature, SECRET, NOW)).toBe(false);
  });
});
