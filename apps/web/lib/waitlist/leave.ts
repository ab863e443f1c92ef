import 'server-only';

import { leavePath } from '@brp/core/waitlist-mail';
import { describeFailure, holdsCode, leaveWaitlist } from '@brp/db';

import { isCode, readSmallForm } from './confirmation';
import { unavailableText } from './answers';
import { openedDatabase } from './service';

/** Whether the leave page's code is someone's: the page asks before it erases. */
export async function canLeave(code: string): Promise<boolean> {
  return holdsCode((await openedDatabase()).db, code);
}

/**
 * POST /api/waitlist/leave: erases the person whose private code it carries, from the leave
 * page's button (a form: `code=…`, then back to the page, which says it is done) or a mail
 * client's one-click unsubscribe (RFC 8058: the code in the URL, `List-Unsubscribe=One-Click`
 * in the body; answered 200). The same answer whether or not the code was anyone's.
 */
export async function handleLeave(request: Request): Promise<Response> {
  const body = await readSmallForm(request);
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
    headers: { location: `${leavePath(code)}?left=1`, 'cache-control': 'no-store' },
  });
}
