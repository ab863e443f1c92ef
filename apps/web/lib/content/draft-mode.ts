/**
 * The draft preview's door: the studio's Presentation tool opens the enable route with a
 * one-hour secret it stored in the dataset, and next-sanity checks it there with the viewer token.
 * Without a Sanity project (the embedded seed) or a viewer token (SANITY_VIEWER_TOKEN) there is nothing to preview, and
 * both routes answer 404.
 */
import 'server-only';

import { draftMode } from 'next/headers';
import { defineEnableDraftMode } from 'next-sanity/draft-mode';

import { previewClient } from './fetch';

const enable = previewClient && defineEnableDraftMode({ client: previewClient });

function notFound() {
  return new Response('Not found', { status: 404 });
}

/** Validates the preview secret: 401 if wrong or expired, else draft mode and a redirect. */
export function enableDraftMode(request: Request): Promise<Response> {
  return enable ? enable.GET(request) : Promise.resolve(notFound());
}

/** Leaves draft mode and goes back to the page as visitors see it. */
export async function disableDraftMode(request: Request): Promise<Response> {
  if (!enable) return notFound();
  (await draftMode()).disable();
  const back = new URL(request.url).searchParams.get('redirect') ?? '/';
  // Only a path of this site: never an open redirect.
  const path = back.startsWith('/') && !back.startsWith('//') ? back : '/';
  return new Response(null, { status: 307, headers: { location: path } });
}
