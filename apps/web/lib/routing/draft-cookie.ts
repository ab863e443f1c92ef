/**
 * Whether a request's draft-mode cookie is one Next issued. Next checks it only when a page
 * renders, so until then a forged `__prerender_bypass` (any value) looks like an editor's; the
 * proxy lets an editor open addresses visitors cannot (a draft-only page), so it must tell them
 * apart first. Next keeps the value it issues in the build's `server/preview-props.json` (its
 * `previewModeId`), which it gives only to edge code; read from there, pinned by
 * draft-cookie.test.ts and the e2e suite's forged-cookie test.
 */
import { timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { distDir, production } from '@/lib/env';

export const DRAFT_COOKIE = '__prerender_bypass';

let issued: Buffer | null | undefined;

/** The value Next issues for this build, or null where there is none to read. */
function issuedValue(): Buffer | null {
  if (issued !== undefined) return issued;
  try {
    const file = join(
      /* turbopackIgnore: true */ process.cwd(),
      distDir,
      'server',
      'preview-props.json',
    );
    const { previewModeId } = JSON.parse(readFileSync(file, 'utf8')) as { previewModeId?: unknown };
    issued = typeof previewModeId === 'string' && previewModeId ? Buffer.from(previewModeId) : null;
  } catch {
    issued = null;
  }
  return issued;
}

/** Whether `value` is the draft-mode cookie this build issues (in development, any value is). */
export function isIssuedDraftCookie(value: string | undefined): boolean {
  if (value === undefined) return false;
  const expected = issuedValue();
  if (!expected) return !production;
  const given = Buffer.from(value);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
