import { hasSubaddress } from '@brp/core/mailbox';
import { WAITLIST_TEXT } from '@brp/core/messages';
import { firstMessages } from '@brp/core/validation';
import {
  describeFailure,
  insertSignup,
  type MailRelay,
  newCode,
  type OpenedDatabase,
} from '@brp/db';

import type { ProofVerdict } from '../proof-of-work/challenge';
import { clientNetwork } from '../rate-limits/client-address';
import type { RateLimit } from '../rate-limits/limits';

import { json, proofRefused, refusal, unavailable } from './answers';
import { readJson } from './read-json';
import { signupRequest } from './signup-request';
import type { Locate, ServerLocation } from './geoip';
import { isThrowawayEmail } from './throwaway-email';

/** The form's fields at their longest, several times over: nothing larger is a signup. */
const MAX_SIGNUP_BYTES = 8 * 1024;

/**
 * What the form hears back from a signup: the same for a new address and one on the list, so the
 * answer tells nobody whether an address is listed. Place and links go to the mailbox only.
 */
export interface SignupAnswer {
  /** The form sends the team's e-mail, then reports it sent with this. For a repeat it is a
   * fresh code that acts on nothing. */
  receipt: string;
}

export interface SignupDependencies {
  limit: RateLimit;
  database: () => Promise<OpenedDatabase>;
  /** Checks and spends the form's proof of work (lib/proof-of-work). */
  proof: (payload: string | undefined) => Promise<ProofVerdict>;
  /** Lists signups as confirmed unasked, without mail (WAITLIST_TRUST_UNCONFIRMED_ADDRESSES). */
  trustUnconfirmed?: boolean;
  /** Where the client address is (GEOIP_DB); without it, nobody is placed. */
  locate?: Locate;
  /** The words shown beside the notify choice, stored as the consent given. */
  consentText?: string;
  /** A referrer's credits per UTC day (WAITLIST_CREDITS_PER_DAY), for trusted signups. */
  creditsPerDay?: number;
  /** Days an unconfirmed signup is kept (WAITLIST_UNCONFIRMED_DAYS), from its signup. */
  unconfirmedDays?: number;
  now?: () => Date;
}

/**
 * POST /api/waitlist: checks a signup as the form does, refuses clients over their hourly limits,
 * a submission without its solved proof of work, and throwaway addresses, records it (once per
 * mailbox) with the e-mail that asks its person to confirm due, in one statement; a repeat mails
 * the person's own e-mail again. The form then sends the team's notification itself, through
 * EmailJS. Every refusal is a 4xx that says why, and records nothing; a database that cannot be
 * reached is a 503, and nothing is recorded by halves.
 */
export async function handleSignup(
  request: Request,
  clientAddress: string,
  {
    limit,
    database,
    proof,
    locate = () => Promise.resolve(null),
    trustUnconfirmed = false,
    consentText = WAITLIST_TEXT.notifyConsent,
    creditsPerDay,
    unconfirmedDays,
    now = () => new Date(),
  }: SignupDependencies,
): Promise<Response> {
  // First, so a client over its limit costs no parsing and no query.
  const verdict = await limit(clientAddress);
  if (!verdict.allowed) {
    return refusal(
      429,
      'Too many signups from this address; try again later',
      {},
      {
        'retry-after': String(verdict.retryAfterSeconds),
      },
    );
  }
  const read = await readJson(request, MAX_SIGNUP_BYTES);
  if ('refused' in read) return read.refused;
  const parsed = signupRequest.safeParse(read.body);
  if (!parsed.success)
    return refusal(400, 'The signup has errors', firstMessages(parsed.error.issues));
  const { signup, referralCode, honeypot } = parsed.data;
  if (isThrowawayEmail(signup.email)) {
    return refusal(422, 'Throwaway e-mail address', { email: WAITLIST_TEXT.throwawayEmail });
  }
  try {
    const opened = await database();
    // Last of the checks, as the only one that writes (the proof is spent).
    const verdict = await proof(parsed.data.proof);
    if (verdict !== 'solved') return proofRefused(verdict);
    // A bot that filled the honeypot hears what everyone hears, and nothing is recorded.
    if (honeypot) return json(200, { receipt: newCode() } satisfies SignupAnswer);
    const where = await placeClient(locate, clientAddress);
    const mail: MailRelay | null = trustUnconfirmed ? null : opened.relay;
    const recorded = await insertSignup(
      opened.db,
      mail,
      {
        ...signup,
        consentText,
        consentedAt: now(),
        confirmedAt: trustUnconfirmed ? now() : null,
        geoCity: where?.city ?? null,
        geoCountry: where?.country ?? null,
        geoLatitude: where?.latitude ?? null,
        geoLongitude: where?.longitude ?? null,
      },
      // A +tag is one mailbox's endless other addresses: it never earns its referrer a place.
      hasSubaddress(signup.email) ? undefined : referralCode,
      clientNetwork(clientAddress),
      { now: now(), creditsPerDay, unconfirmedDays },
    );
    // A repeat's receipt is made up: the real one would let anyone who knows the address mark
    // the team's e-mail of someone else's signup sent.
    const answer: SignupAnswer = {
      receipt: recorded.alreadyListed ? newCode() : recorded.signup.receipt,
    };
    return json(200, answer);
  } catch (error) {
    console.error(`A waitlist signup could not be recorded: ${describeFailure(error)}`);
    return unavailable();
  }
}

/** The client's place; a lookup that fails places nobody and loses no signup. */
async function placeClient(locate: Locate, address: string): Promise<ServerLocation | null> {
  try {
    return await locate(address);
  } catch (error) {
    console.error(`The GeoIP lookup failed: ${describeFailure(error)}`);
    return null;
  }
}
