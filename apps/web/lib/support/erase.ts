import 'server-only';

import { SUPPORT_ERASED_PATH } from '@brp/core/support-links';
import { describeFailure, eraseSupportMessage, holdsSupportEraseCode } from '@brp/db';

import { unavailableText } from '../waitlist/answers';
import { isCode, readForPage, readLinkForm } from '../own-pages/link-form';
import { openedDatabase } from '../waitlist/service';

/** Whether the erase page's code is a message's: the page asks before it erases. */
export function canErase(code: string) {
  return readForPage('support erase', (db) => holdsSupportEraseCode(db, code));
}

/**
 * POST /api/support/erase: erases the support message whose erase code the page's button posts
 * (`code=…`), then sends the browser to the page that says it is done: the same answer whether
 * or not the code was any message's.
 */
export async function handleSupportErase(request: Request): Promise<Response> {
  const body = await readLinkForm(request);
  if (body instanceof Response) return body;
  const code = body.get('code') ?? '';
  if (!isCode(code)) return new Response('Not an erase link', { status: 400 });
  try {
    const { db } = await openedDatabase();
    if (await eraseSupportMessage(db, code))
      console.info('A support message was erased by its sender.');
  } catch (error) {
    console.error(`A support message's erasure failed: ${describeFailure(error)}`);
    return unavailableText();
  }
  return new Response(null, {
    status: 303,
    headers: { location: SUPPORT_ERASED_PATH, 'cache-control': 'no-store' },
  });
}
