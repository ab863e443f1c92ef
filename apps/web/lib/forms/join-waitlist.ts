import type { GeoLookup } from '@brp/core/email';
import { REFERRAL_CODE_PATTERN } from '@brp/core/waitlist-mail';
import type { WaitlistForm } from '@brp/core/validation';
import { sourceOfVisit } from '@brp/core/visit-source';
import type { z } from 'zod';

import { firstPage } from '../browser/first-page';
import type { SignupAnswer } from '../waitlist/signup';
import type { signupRequest } from '../waitlist/signup-request';

import { postForm } from './post-form';

/** The referral code of the link the visitor came through (`/?ref=<code>#waitlist`), if any. */
function referralCodeIn(search: string): string | undefined {
  const code = new URLSearchParams(search).get('ref') ?? '';
  return REFERRAL_CODE_PATTERN.test(code) ? code : undefined;
}

/**
 * Records the signup on the site's server, first: only a recorded signup is e-mailed to the team.
 * It carries where the visit came from (its first page: the campaign, the referring site, the
 * path, and the referral link, else this page's). Field messages from the server (a throwaway
 * address) come back as a FieldRejection (postForm).
 */
export async function postSignup(
  values: WaitlistForm,
  geo: GeoLookup,
  proof: string,
): Promise<SignupAnswer> {
  const first = firstPage();
  return postForm<SignupAnswer>('/api/waitlist', {
    ...values,
    geo: { city: geo.city ?? null, country: geo.country ?? null },
    ref: referralCodeIn(first.search) ?? referralCodeIn(window.location.search),
    source: sourceOfVisit(first, first.referrer),
    proof,
  } satisfies z.input<typeof signupRequest>);
}

/**
 * Tells the server the team's e-mail went out, so that a repeat of this signup sends none. Its
 * failure costs at most a second e-mail on a repeat: the signup itself stands.
 */
export async function reportTeamEmailSent(receipt: string): Promise<void> {
  try {
    const response = await fetch('/api/waitlist/sent', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ receipt }),
      keepalive: true,
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  } catch (error) {
    console.warn('The waitlist could not note the team e-mail as sent:', error);
  }
}
