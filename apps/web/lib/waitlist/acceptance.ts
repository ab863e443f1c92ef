import 'server-only';

import { acceptPath } from '@brp/core/waitlist-mail';
import { acceptInvitation, describeFailure, invitationState } from '@brp/db';

import { currentInvitationWords } from '../content';
import { isCode, readForPage, readLinkForm } from '../own-pages/link-form';

import { unavailableText } from './answers';
import { openedDatabase } from './service';

/** What the invitation page shows for a link: its button, or why it does nothing. */
export function invitationLinkState(token: string) {
  return readForPage('invitation', (db) => invitationState(db, token));
}

/**
 * POST /api/waitlist/accept (the invitation page's button, a plain form): accepts, once, then
 * sends the browser on to where onboarding starts, as marketing set it in the studio (a path of
 * this site or an https address: @brp/core/invitations' one check, with every link from
 * content's); a link that accepts nothing goes back to its page, which says why. A page of its
 * own rather than the link's GET: mail scanners follow links, and only the person accepts.
 */
export async function handleAccept(request: Request): Promise<Response> {
  const form = await readLinkForm(request);
  if (form instanceof Response) return form;
  const token = form.get('token');
  if (typeof token !== 'string' || !isCode(token)) {
    return new Response('Not an invitation link', { status: 400 });
  }
  try {
    const { db } = await openedDatabase();
    const outcome = await acceptInvitation(db, token);
    const to =
      outcome === 'accepted' ? (await currentInvitationWords()).onboarding : acceptPath(token);
    return new Response(null, {
      status: 303,
      headers: { location: to, 'cache-control': 'no-store' },
    });
  } catch (error) {
    console.error(`An invitation's acceptance failed: ${describeFailure(error)}`);
    return unavailableText();
  }
}
