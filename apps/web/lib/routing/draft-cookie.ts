/**
 * Whether a request's draft-mode cookie is one Next issued. Next checks it only when a page
 * renders, so until then a forged `__prerender_bypass` (any value) looks like an editor's; the
 * proxy lets an editor open addresses visitors cannot (a draft-only page), so it must tell them
 * apart first. Next keeps the value it issues in the build's `server/preview-props.json` (its
 * `previewModeId`; `next dev` writes its own under `dev/`), which it gives only to edge code;
 * read from there, pinned by proxy.test.ts and the e2e suite's draft-preview and forged-cookie
 * tests. Where there is none to read, no cookie counts.
 */
import { timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { distDir, production } from '@/lib/env';

export { DRAFT_COOKIE } from './draft-cookie-name';

let issued: Buffer | undefined;

/** The value Next issues for this build, or undefined where there is none to read (yet: the
 * development server writes it as it starts, so there it is looked for again). */
function issuedValue(): Buffer | undefined {
  if (issued) return issued;
  const build = production ? [distDir] : [distDir, 'dev'];
  const file = join(
    /* turbopackIgnore: true */ process.cwd(),
    ...build,
    'server',
    'preview-props.json',
  );
  try {
    const { previewModeId } = JSON.parse(readFileSync(file, 'utf8')) as { previewModeId?: unknown };
    if (typeof previewModeId === 'string' && previewModeId) issued = Buffer.from(previewModeId);
  } catch {
    // No build here: no cookie counts.
  }
  return issued;
}

/** Whether `value` is the draft-mode cookie this build issues. */
export function isIssuedDraftCookie(value: string | undefined): boolean {
  const expected = value === undefined ? undefined : issuedValue();
  if (!expected) return false;
  const given = Buffer.from(value!);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
