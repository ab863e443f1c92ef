import { isContentType } from '@brp/core/content-types';

import type { NextRequest } from 'next/server';

import { contentLakeAnswers } from '@/lib/content';
import { expirePublished } from '@/lib/content/expire-published';
import { notePublish } from '@/lib/content/publishes';
import { type PurgeOutcome, purgeEdgeCaches } from '@/lib/edge/purge';
import { edgeCaches, revalidateSecret } from '@/lib/env';
import { COUNTS_PER_EXPIRY } from '@/lib/shared-cache/memory-first';
import { type PublishCount, sharedCache } from '@/lib/shared-cache/slot';
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

/** A publish not applied: said once in the log, and Sanity is told to send it again. */
function sendAgainLater(type: string, why: string, message: string) {
  console.warn(`⚠ Publish of ${type} refused with 503: ${why}`);
  return answer(503, `${message}; send again later.`, [], { 'retry-after': '10' });
}

/** The count a server read, or NaN when Redis did not answer: no count confirms anything. */
const countOf = (publishes: PublishCount) => publishes.read().catch(() => Number.NaN);

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
  const shared = sharedCache();
  if (shared?.reachable() === false) {
    return sendAgainLater(
      type,
      'Redis, the cache every server shares, is unreachable',
      'The shared cache is unreachable',
    );
  }
  // Expired only while the content can be read again: otherwise the last good pages stay.
  if (!(await contentLakeAnswers())) {
    return sendAgainLater(
      type,
      'the Content Lake does not answer',
      'The Content Lake does not answer',
    );
  }
  // The library behind Redis swallows a failed expiry: the count of publishes, which the
  // expiry moves as it drops every server's entries (memory-first.ts), says whether it went.
  const before = shared && (await countOf(shared.publishes));
  await expirePublished([type]);
  if (shared && !((await countOf(shared.publishes)) >= before! + COUNTS_PER_EXPIRY)) {
    return sendAgainLater(
      type,
      'Redis did not confirm its entries went',
      'The shared cache did not confirm the change',
    );
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
