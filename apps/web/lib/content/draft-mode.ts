/**
 * The draft preview's door: the studio's Presentation tool opens the enable route with a
 * one-hour secret it stored in the dataset, and next-sanity checks it there with the viewer token.
 * Without a Sanity project (the embedded seed) or a viewer token (SANITY_VIEWER_TOKEN) there is nothing to preview, and
 * both routes answer 404.
 */
import 'server-only';

import { safeRedirectPath } from '@brp/core/links';
import { draftMode } from 'next/headers';
import { defineEnableDraftMode } from 'next-sanity/draft-mode';

import { previewClient } from './fetch';

const enable = previewClient && defineEnableDraftMode({ client: previewClient });

function notFound() {
  return new Response('Not found', { status: 404 });
}

/** The studio's parameter naming the page to open (@sanity/preview-url-secret's). */
const PREVIEW_PATHNAME = 'sanity-preview-pathname';

/**
 * Validates the preview secret: 401 if wrong or expired, else draft mode and a redirect to the
 * page the studio names, once the site's one redirect check passed it (next-sanity resolves it
 * as a URL, which turns `/.//host` into `//host`).
 */
export function enableDraftMode(request: Request): Promise<Response> {
  if (!enable) return Promise.resolve(notFound());
  const url = new URL(request.url);
  const pathname = url.searchParams.get(PREVIEW_PATHNAME);
  if (pathname !== null) url.searchParams.set(PREVIEW_PATHNAME, safeRedirectPath(pathname));
  return enable.GET(new Request(url, request));
}

/** Leaves draft mode and goes back to the page as visitors see it. */
export async function disableDraftMode(request: Request): Promise<Response> {
  if (!enable) return notFound();
  (await draftMode()).disable();
  const back = safeRedirectPath(new URL(request.url).searchParams.get('redirect'));
  return new Response(null, { status: 307, headers: { location: back } });
}
