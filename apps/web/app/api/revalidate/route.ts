import { isContentType } from '@brp/core/content-types';

import type { NextRequest } from 'next/server';

import { contentLakeAnswers } from '@/lib/content';
import { expirePublished } from '@/lib/content/expire-published';
import { notePublish } from '@/lib/content/publishes';
import { type PurgeOutcome, purgeEdgeCaches } from '@/lib/edge/purge';
import { edgeCaches, revalidateSecret } from '@/lib/env';
import { sharedCache } from '@/lib/shared-cache/slot';
import { BodyTooLarge, readCappedBody } from '@/lib/http/read-capped-body';
import { SIGNATURE_HEADER, verifySignature } from '@/lib/webhook/verify-signature';

/** The webhook's projection is a few ids: anything near this size is not Sanity's. */
const MAX_BODY_BYTES = 16 * 1024;

interface WebhookBody {
  _type?: unknown;
}

function answer(
  status: number,
  message: string,
  revalidated: string[] = [],
  headers: HeadersInit = {},
  purged: PurgeOutcome[] = [],
) {
  return Response.json(
    { message, revalidated, purged: purged.map(({ target, attempts }) => ({ target, attempts })) },
    { status, headers },
  );
}

/**
 * Sanity's publish webhook. It reads at most MAX_BODY_BYTES, checks the signature against
 * SANITY_REVALIDATE_SECRET (constant time, at most five minutes old) before looking at the body,
 * then expires what the changed document's type shows, so the next request for any of those pages,
 * on any server, renders it from the content as published (while Redis, which the servers
 * share, is unreachable, or the Content Lake does not answer: 503, nothing expired).
 * Set up: docs/editing.md#setting-up-a-project, step 6.
 */
export async function POST(request: NextRequest) {
  if (!revalidateSecret) return answer(401, 'Revalidation is not configured on this site.');

  let raw: string;
  try {
    raw = await readCappedBody(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) return answer(413, 'The body is too large.');
    throw error;
  }
  const signature = request.headers.get(SIGNATURE_HEADER);
  if (!verifySignature(raw, signature, revalidateSecret)) {
    return answer(401, 'Missing, invalid or expired signature.');
  }

  let body: WebhookBody | null;
  try {
    body = JSON.parse(raw) as WebhookBody | null;
  } catch {
    return answer(400, 'The body is not valid JSON.');
  }
  const type = body?._type;
  if (typeof type !== 'string' || type === '')
    return answer(400, 'The body names no document _type.');
  if (!isContentType(type)) return answer(200, `No page shows ${type} documents.`);

  // Revalidated here only, the edit would show on this server alone: the sender retries a 503.
  if (sharedCache()?.reachable() === false) {
    console.warn(
      `⚠ Publish of ${type} refused with 503: Redis, the cache every server shares, is unreachable`,
    );
    return answer(503, 'The shared cache is unreachable; send again later.', [], {
      'retry-after': '10',
    });
  }
  // Expired only while the content can be read again: otherwise the last good pages stay.
  if (!(await contentLakeAnswers())) {
    console.warn(`⚠ Publish of ${type} refused with 503: the Content Lake does not answer`);
    return answer(503, 'The Content Lake does not answer; send again later.', [], {
      'retry-after': '10',
    });
  }
  // With Redis, the servers count each publish twice as it drops their entries (memory-first.ts):
  // a count that did not move means the entries may still be there, so Sanity is to send again.
  const counted = sharedCache()?.publishes;
  const before = await counted?.read();
  await expirePublished([type]);
  if (counted && before !== undefined && (await counted.read()) < before + 2) {
    console.warn(`⚠ Publish of ${type} refused with 503: Redis did not confirm its entries went`);
    return answer(503, 'The shared cache did not confirm the change; send again later.', [], {
      'retry-after': '10',
    });
  }
  // And the proxy's lists of live addresses, so a page published is found on its first visit.
  notePublish();
  // Then the HTTP caches in front, which would keep the old page for its s-maxage: every page
  // made from this type, by its surrogate key. A cache not purged keeps the old page: the
  // webhook says so (502, so Sanity tries again), after three attempts each.
  const purges = await purgeEdgeCaches(edgeCaches, [type]);
  const failed = purges.filter((purge) => !purge.ok);
  if (failed.length) {
    const where = failed.map((purge) => `${purge.target} (${purge.error})`).join('; ');
    return answer(502, `Revalidated ${type}, but not purged from ${where}.`, [type]);
  }
  return answer(200, `Revalidated ${type}.`, [type], {}, purges);
}
