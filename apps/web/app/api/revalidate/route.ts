import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { parseBody } from 'next-sanity/webhook';

import type { ContentTag } from '@/lib/content/fetch';
import { revalidateSecret } from '@/lib/env';

const CONTENT_TAGS = new Set<string>([
  'siteSettings',
  'navLink',
  'announcement',
  'featureCard',
  'pricingPlan',
  'blogPost',
  'faq',
] satisfies ContentTag[]);

interface WebhookBody {
  _type?: unknown;
}

function answer(status: number, message: string, revalidated: string[] = []) {
  return Response.json({ message, revalidated }, { status });
}

/**
 * Sanity's publish webhook. It checks the signature against SANITY_REVALIDATE_SECRET, then
 * marks the cache of the changed document's type stale, so pages regenerate within seconds.
 * Set up: see "Publishing from the studio" in the README.
 */
export async function POST(request: NextRequest) {
  if (!revalidateSecret) return answer(401, 'Revalidation is not configured on this site.');

  let parsed;
  try {
    parsed = await parseBody<WebhookBody>(request, revalidateSecret);
  } catch {
    return answer(400, 'The body is not valid JSON.');
  }
  if (parsed.isValidSignature !== true) return answer(401, 'Missing or invalid signature.');

  const type = parsed.body?._type;
  if (typeof type !== 'string' || type === '')
    return answer(400, 'The body names no document _type.');
  if (!CONTENT_TAGS.has(type)) return answer(200, `No page shows ${type} documents.`);

  // Stale-while-revalidate: the next visit regenerates in the background and the one after sees
  // the edit; if the Content Lake is down, regeneration fails quietly and the last good page stays.
  revalidateTag(type, 'max');
  return answer(200, `Revalidated ${type}.`, [type]);
}
