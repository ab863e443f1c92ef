import 'server-only';

import { describeFailure, holdsLeaveCode, leaveWaitlist } from '@brp/db';

import { isCode, readForPage, readLinkForm } from '../own-pages/link-form';
import { unavailableText } from './answers';
import { openedDatabase } from './service';

/** Where the browser goes once its person left: a page of its own, the same for everyone (a
 * query string on the leave page would be dropped by the cache in front, docs/deployment.md). */
const LEFT_PATH = '/waitlist/left';

/** Whether the leave page's code is someone's erase code: the page asks before it erases. */
export function canLeave(code: string) {
  return readForPage("waitlist's leave", (db) => holdsLeaveCode(db, code));
}

/**
 * POST /api/waitlist/leave: erases the person whose erase code it carries, from the leave page's
 * button (a form: `code=…`, then to the page that says it is done) or a mail
 * client's one-click unsubscribe (RFC 8058: the code in the URL, `List-Unsubscribe=One-Click`
 * in the body; answered 200). The same answer whether or not the code was anyone's.
 */
export async function handleLeave(request: Request): Promise<Response> {
  const body = await readLinkForm(request);
  if (body instanceof Response) return body;
  const code = body.get('code') ?? new URL(request.url).searchParams.get('code') ?? '';
  if (!isCode(code)) return new Response('Not a leave link', { status: 400 });
  try {
    const { db } = await openedDatabase();
    if (await leaveWaitlist(db, code)) console.info('A waitlist signup was erased by its person.');
  } catch (error) {
    console.error(`A waitlist leave failed: ${describeFailure(error)}`);
    return unavailableText();
  }
  if (body.get('List-Unsubscribe') === 'One-Click') {
    return new Response('You are off the waitlist.', { headers: { 'cache-control': 'no-store' } });
  }
  return new Response(null, {
    status: 303,
    headers: { location: LEFT_PATH, 'cache-control': 'no-store' },
  });
}
