import { hasSubaddress, mailboxOf } from '@brp/core/mailbox';
import { WAITLIST_TEXT } from '@brp/core/messages';
import { parseSignupRequest } from '@brp/core/signup-request';
import {
  type Database,
  describeFailure,
  newCode,
  recordSignup,
  type Signup,
  signupCount,
} from '@brp/db';

import { json, refusal } from './answers';
import { readJson } from './read-json';
import type { SignupLimiter } from './signup-limiter';
import type { Locate, ServerLocation } from './geoip';
import { isThrowawayEmail } from './throwaway-email';

/** The form's fields at their longest, several times over: nothing larger is a signup. */
const MAX_SIGNUP_BYTES = 8 * 1024;

/** What the form hears back from a recorded signup. */
export interface SignupAnswer {
  /** Their place in line, 1 first. */
  place: number;
  /** Their own link: a signup through it moves them up (docs/waitlist.md). */
  referralPath: string;
  /** They had signed up before, completely: nothing new was recorded or is to be sent. */
  alreadyListed: boolean;
  /** Present while the team's e-mail for this signup has not gone out: the form sends it, then
   * reports it sent with this. */
  receipt?: string;
}

export interface SignupDependencies {
  limit: SignupLimiter;
  database: () => Promise<Database>;
  /** Where the client address is (GEOIP_DB); without it, nobody is placed. */
  locate?: Locate;
  /** The words shown beside the notify choice, stored as the consent given. */
  consentText?: string;
  now?: () => Date;
}

const referralPath = (code: string) => `/?ref=${code}#waitlist`;

function answerFor(signup: Signup, alreadyListed: boolean, place: number): SignupAnswer {
  const emailSent = signup.teamEmailSentAt !== null;
  return {
    place,
    referralPath: referralPath(signup.referralCode),
    // A repeat of a signup whose e-mail never went out is the same signup, finishing.
    alreadyListed: alreadyListed && emailSent,
    ...(emailSent ? {} : { receipt: signup.receipt }),
  };
}

/**
 * POST /api/waitlist: checks a signup as the form does, refuses throwaway addresses and clients
 * over their hourly limit, and records it (once per e-mail) before anything is e-mailed. The
 * form then sends the team's notification itself, through EmailJS, only when the answer carries
 * a receipt. Every refusal is a 4xx that says why; a database that cannot be reached is a 503,
 * and nothing is recorded by halves (recordSignup is one transaction).
 */
export async function handleSignup(
  request: Request,
  clientAddress: string,
  {
    limit,
    database,
    locate = () => Promise.resolve(null),
    consentText = WAITLIST_TEXT.notifyConsent,
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
  const parsed = parseSignupRequest(read.body);
  if (!parsed.ok) return refusal(400, 'The signup has errors', parsed.errors);
  const { form, geo, referralCode, honeypot } = parsed.signup;
  if (isThrowawayEmail(form.email)) {
    return refusal(422, 'Throwaway e-mail address', { email: WAITLIST_TEXT.throwawayEmail });
  }
  let db: Database;
  try {
    db = await database();
  } catch (error) {
    console.error(`The waitlist database could not be opened: ${describeFailure(error)}`);
    return refusal(
      503,
      'The waitlist is unavailable; try again shortly',
      {},
      { 'retry-after': '30' },
    );
  }
  try {
    if (honeypot) return json(200, await decoyAnswer(db));
    const where = await placeClient(locate, clientAddress);
    const { signup, alreadyListed, place } = await recordSignup(
      db,
      {
        email: form.email,
        mailbox: mailboxOf(form.email),
        name: form.name,
        location: form.location,
        phone: form.phone || null,
        type: form.type,
        company: form.type === 'vendor' ? form.company : null,
        notify: form.notify,
        consentText,
        consentedAt: now(),
        geoCity: where?.city ?? null,
        geoCountry: where?.country ?? null,
        geoLatitude: where?.latitude ?? null,
        geoLongitude: where?.longitude ?? null,
        // The browser's own lookup: anyone can write anything there, so it is only kept.
        reportedCity: geo.city,
        reportedCountry: geo.country,
      },
      // A +tag is one mailbox's endless other addresses: it never earns its referrer a place.
      hasSubaddress(form.email) ? undefined : referralCode,
    );
    return json(200, answerFor(signup, alreadyListed, place));
  } catch (error) {
    console.error(`A waitlist signup could not be recorded: ${describeFailure(error)}`);
    return refusal(
      503,
      'The waitlist is unavailable; try again shortly',
      {},
      { 'retry-after': '30' },
    );
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

/** What a bot that filled the honeypot hears: an answer like any other, recording nothing. */
async function decoyAnswer(db: Database): Promise<SignupAnswer> {
  return {
    place: (await signupCount(db)) + 1,
    referralPath: referralPath(newCode()),
    alreadyListed: false,
  };
}
