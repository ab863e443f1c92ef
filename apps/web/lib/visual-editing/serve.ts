/**
 * Serves the editors' Visual Editing module (built by scripts/bundle-visual-editing.ts) to a
 * draft-mode request only: everyone else, and every request of a site without a preview (the
 * embedded seed, no viewer token), gets 404. The module is same-origin, so the site's
 * Content-Security-Policy (`script-src 'self'`) admits it without any change for anyone.
 */
import 'server-only';

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { isDraftMode } from '../content/fetch';
import { VISUAL_EDITING_BUNDLE } from './bundle-path';

/** Where the layout's draft-mode <script> loads the module from (app/api/draft-mode/visual-editing). */
export const VISUAL_EDITING_PATH = '/api/draft-mode/visual-editing';

interface Bundle {
  body: Buffer;
  etag: string;
}

let bundle: Promise<Bundle> | undefined;

/** Read once per server: the file only changes with a new build. */
function loadBundle(): Promise<Bundle> {
  bundle ??= readFile(join(/* turbopackIgnore: true */ process.cwd(), VISUAL_EDITING_BUNDLE)).then(
    (body) => ({
      body,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    }),
    (error: unknown) => {
      bundle = undefined; // a later request may find the file
      throw error;
    },
  );
  return bundle;
}

export async function serveVisualEditing(request: Request): Promise<Response> {
  if (!(await isDraftMode())) return new Response('Not found', { status: 404 });
  const { body, etag } = await loadBundle();
  const headers = {
    'content-type': 'text/javascript; charset=utf-8',
    // Only for this editor's browser, revalidated on every page load (a reload after each edit
    // then costs a 304, not the whole module again).
    'cache-control': 'private, no-cache',
    etag,
  };
  if (request.headers.get('if-none-match') === etag) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(new Uint8Array(body), { headers });
}
