import 'server-only';

import { DEFAULT_AREA_SETTINGS } from '@brp/core/area-progress';
import { confirmPath, statusPath } from '@brp/core/waitlist-mail';
import {
  confirmationState,
  confirmSignup,
  describeFailure,
  REFERRAL_BONUS,
  statusOf,
} from '@brp/db';

import { CONFIRMED_MARK } from '../analytics/config';
import { getWaitlistSettings } from '../content';
import { analyticsConfig, confirmationSettings } from '../env';
import { isCode, readForPage, readLinkForm } from '../own-pages/link-form';

import { unavailableText } from './answers';
import { ownArea } from './own-area';
import { openedDatabase } from './service';

/** What the confirmation page shows for a link: its button, or why it does nothing. */
export function linkState(token: string) {
  return readForPage("waitlist's confirmation", (db) => confirmationState(db, token));
}

/** A confirmed person's standing for their status page, their own area's progress with it;
 * undefined for a code nobody has. */
export async function standing(code: string) {
  // Read beside the database; the Content Lake out of reach leaves the default words, not an
  // unavailable page.
  const settings = getWaitlistSettings().catch(() => DEFAULT_AREA_SETTINGS);
  return readForPage("waitlist's status", async (db) => {
    const found = await statusOf(db, code);
    if (!found) return undefined;
    const area = await ownArea(db, found.signup, await settings);
    return { ...found, area, referralBonus: REFERRAL_BONUS };
  });
}

/**
 * POST /api/waitlist/confirm (the confirmation page's button, a plain form): confirms, then sends
 * the browser to the person's status page; a link that confirms nothing goes back to its page,
 * which says why. A page of its own rather than the link's GET: mail scanners follow links, and
 * a third party's signup must not confirm itself.
 */
export async function handleConfirm(request: Request): Promise<Response> {
  const form = await readLinkForm(request);
  if (form instanceof Response) return form;
  const token = form.get('token');
  if (typeof token !== 'string' || !isCode(token)) {
    return new Response('Not a confirmation link', { status: 400 });
  }
  try {
    const { db, relay } = await openedDatabase();
    const result = await confirmSignup(db, relay, token, {
      creditsPerDay: confirmationSettings.creditsPerDay,
    });
    // Where analytics counts the funnel, the status page reports this one confirmation.
    const to =
      result.outcome === 'confirmed'
        ? `${statusPath(result.statusCode)}${analyticsConfig ? CONFIRMED_MARK : ''}`
        : confirmPath(token);
    return new Response(null, {
      status: 303,
      headers: { location: to, 'cache-control': 'no-store' },
    });
  } catch (error) {
    console.error(`A waitlist confirmation failed: ${describeFailure(error)}`);
    return unavailableText();
  }
}
