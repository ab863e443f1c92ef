/**
 * Signing up, confirming and standing in line. A signup is recorded once per mailbox (the caller
 * folds it: mailboxOf in @brp/core) with the mail that asks its person to confirm due; a repeat
 * records nothing and mails their own e-mail again. Only a confirmation puts a person in line and
 * credits who referred them (line.ts). Whether the team's notification e-mail went out is kept
 * with the row.
 */
import { createHash, randomBytes } from 'node:crypto';

import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';

import type { Database } from './client.ts';
import { placeOf, takePlace } from './line.ts';
import { REPEAT_MAIL_SLOT_SECONDS, REPEAT_MAILS_MAX } from './mail-queue.ts';
import type { MailRelay } from './mail-relay.ts';
import { columnList, prepared, rowOf } from './prepared.ts';
import { signups, type NewSignup, type Signup } from './schema.ts';
import { networkKeyFor } from './team-records.ts';

/** What a signup records: the form's fields, its consent and its approximate place, and the
 * mailbox that makes it one person. */
export type SignupInput = Omit<
  NewSignup,
  | 'id'
  | 'mailbox'
  | 'referralCode'
  | 'referredBy'
  | 'credits'
  | 'teamEmailSentAt'
  | 'receipt'
  | 'createdAt'
  | 'confirmTokenHash'
  | 'confirmBy'
  | 'statusCode'
  | 'networkKey'
  | 'creditVoidedAt'
  | 'lineNumber'
  | 'creditDay'
  | 'creditsThatDay'
  | 'mailDueAt'
  | 'mailQuietUntil'
  | 'leaveCode'
  | 'nextReferredBy'
  | 'nextNetworkKey'
  | 'repeatMails'
> & { mailbox: string };

export interface Recorded {
  signup: Signup;
  /** The person was on the list already: nothing new was recorded. */
  alreadyListed: boolean;
}

/** 15 random bytes in base32: 24 letters and digits, 120 bits; nothing of the person. */
export function newCode(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of randomBytes(15)) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      code += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return code;
}

/** Where a signup came from on the map: the server's reading of the address, then the visitor's
 * own words. The export and the insert list them alike. */
export const PLACE_FIELDS = [
  'geoCity',
  'geoCountry',
  'geoLatitude',
  'geoLongitude',
  'reportedCity',
  'reportedCountry',
] as const satisfies (keyof SignupInput)[];

/** How a signup found the site: the campaign's tags, the referring host, the first page. */
export const VISIT_SOURCE_FIELDS = [
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmContent',
  'utmTerm',
  'referrerHost',
  'landingPath',
] as const satisfies (keyof SignupInput)[];

/** The input's fields a signup sets, then the codes a new row gets of its own (nothing of the
 * person's): in the order of the statement's parameters $1… (SIGNUP), their columns' names and
 * types the schema's. */
const INPUT_FIELDS = [
  'email',
  'mailbox',
  'name',
  'location',
  'postalCode',
  'phone',
  'type',
  'company',
  'notify',
  'consentText',
  'consentedAt',
  ...PLACE_FIELDS,
  ...VISIT_SOURCE_FIELDS,
] as const satisfies (keyof SignupInput)[];
const OWN_CODES = ['referralCode', 'receipt', 'statusCode', 'leaveCode'] as const;
const FORM_FIELDS = [...INPUT_FIELDS, ...OWN_CODES];

const at = (index: number) => `$${index + 1}`;
const REFERRER_CODE = at(FORM_FIELDS.length);
const NETWORK_KEY = at(FORM_FIELDS.length + 1);
const MAIL_AT = at(FORM_FIELDS.length + 2);
const QUIET_UNTIL = at(FORM_FIELDS.length + 3);
const DEADLINE = at(FORM_FIELDS.length + 4);

/** Whether the listed row is an unconfirmed signup past its deadline: as good as erased (the
 * hourly sweep has not come yet), so this signup starts it afresh. */
const LAPSED = `${MAIL_AT}::timestamptz IS NOT NULL AND "signups"."confirmed_at" IS NULL AND "signups"."confirm_by" <= ${MAIL_AT}::timestamptz`;
/** Whether a repeat mails its person now: mail is on, their quiet time is over, and repeats have
 * not mailed them REPEAT_MAILS_MAX times already; or the signup had lapsed. */
const MAIL_AGAIN = `(${LAPSED}) OR (${MAIL_AT}::timestamptz IS NOT NULL AND ("signups"."mail_quiet_until" IS NULL OR "signups"."mail_quiet_until" <= ${MAIL_AT}::timestamptz) AND "signups"."repeat_mails" < ${REPEAT_MAILS_MAX})`;
/** Whether that mail is a new confirmation link, which carries this signup's referrer. */
const NEW_LINK = `(${MAIL_AGAIN}) AND "signups"."confirmed_at" IS NULL`;

/**
 * A signup, in one statement: the row with its referrer (looked up by code in the same step), its
 * deadline and its confirmation mail due; or, for a mailbox on the list, that row, its own mail
 * due again unless a repeat mailed it in the last REPEAT_MAIL_SLOT_SECONDS (or REPEAT_MAILS_MAX
 * times), and then, while unconfirmed, with this signup's referrer for the link that mail will
 * carry (nobody refers themselves). Nothing else of a listed row changes, not its deadline nor its
 * link, unless it had lapsed: then it starts again as this signup (a new deadline, no link yet).
 * Only the mailbox's uniqueness orders concurrent signups: no other lock, no count.
 * `alreadyListed` tells the two apart (the inserted row's created_at is this statement's now()).
 */
export const SIGNUP = `INSERT INTO "signups" (${FORM_FIELDS.map((field) => `"${signups[field].name}"`).join(', ')},
    "referred_by", "network_key", "next_referred_by", "next_network_key", "mail_due_at", "mail_quiet_until", "confirm_by")
  SELECT ${FORM_FIELDS.map((field, index) => `${at(index)}::${signups[field].getSQLType()}`).join(', ')},
    "referrer"."id",
    CASE WHEN "referrer"."id" IS NOT NULL THEN ${NETWORK_KEY}::text END,
    "referrer"."id",
    CASE WHEN "referrer"."id" IS NOT NULL THEN ${NETWORK_KEY}::text END,
    ${MAIL_AT}::timestamptz,
    NULL::timestamptz,
    ${DEADLINE}::timestamptz
  FROM (SELECT 1) AS "one" LEFT JOIN "signups" AS "referrer" ON "referrer"."referral_code" = ${REFERRER_CODE}::text
  ON CONFLICT ("mailbox") DO UPDATE SET
    "mail_due_at" = CASE WHEN ${MAIL_AGAIN} THEN ${MAIL_AT}::timestamptz ELSE "signups"."mail_due_at" END,
    "mail_quiet_until" = CASE WHEN ${MAIL_AGAIN} THEN ${QUIET_UNTIL}::timestamptz ELSE "signups"."mail_quiet_until" END,
    "repeat_mails" = CASE WHEN ${LAPSED} THEN 0 WHEN ${MAIL_AGAIN} THEN "signups"."repeat_mails" + 1 ELSE "signups"."repeat_mails" END,
    "confirm_by" = CASE WHEN ${LAPSED} THEN ${DEADLINE}::timestamptz ELSE "signups"."confirm_by" END,
    "confirm_token_hash" = CASE WHEN ${LAPSED} THEN NULL ELSE "signups"."confirm_token_hash" END,
    "next_referred_by" = CASE WHEN ${NEW_LINK} THEN nullif("excluded"."referred_by", "signups"."id") ELSE "signups"."next_referred_by" END,
    "next_network_key" = CASE WHEN ${NEW_LINK} THEN CASE WHEN "excluded"."referred_by" <> "signups"."id" THEN "excluded"."network_key" END ELSE "signups"."next_network_key" END
  RETURNING ${columnList(signups)}, "created_at" <> now() AS "alreadyListed"`;

/** The same for a row found by its e-mail: one that migration 0002 left without a mailbox. */
const REPEAT_BY_EMAIL = `UPDATE "signups" SET
    "mail_due_at" = CASE WHEN ${MAIL_AGAIN.replaceAll(MAIL_AT, '$2')} THEN $2::timestamptz ELSE "mail_due_at" END,
    "mail_quiet_until" = CASE WHEN ${MAIL_AGAIN.replaceAll(MAIL_AT, '$2')} THEN $3::timestamptz ELSE "mail_quiet_until" END,
    "repeat_mails" = CASE WHEN ${LAPSED.replaceAll(MAIL_AT, '$2')} THEN 0 WHEN ${MAIL_AGAIN.replaceAll(MAIL_AT, '$2')} THEN "repeat_mails" + 1 ELSE "repeat_mails" END,
    "confirm_by" = CASE WHEN ${LAPSED.replaceAll(MAIL_AT, '$2')} THEN $4::timestamptz ELSE "confirm_by" END,
    "confirm_token_hash" = CASE WHEN ${LAPSED.replaceAll(MAIL_AT, '$2')} THEN NULL ELSE "confirm_token_hash" END
  WHERE "email" = $1 RETURNING ${columnList(signups)}, true AS "alreadyListed"`;

/** Postgres's codes for a violated foreign key and a violated uniqueness. */
const FOREIGN_KEY_VIOLATION = '23503';
const UNIQUE_VIOLATION = '23505';
const codeOf = (error: unknown) => (error as { code?: unknown }).code;

/**
 * Records a signup unless its mailbox is on the list, naming the owner of `referralCode` as its
 * referrer (credited once it confirms), with its deadline (`unconfirmedDays` on) and the mail that
 * asks its person to confirm due; for a mailbox on the list, records nothing and mails their own
 * e-mail again (at most once per REPEAT_MAIL_SLOT_SECONDS, REPEAT_MAILS_MAX times), its link
 * carrying this signup's referrer. One statement, prepared, in the common case: safe under any
 * number of concurrent calls for one mailbox, and a new address and a listed one take the same
 * step, so the time of the answer says nothing about whether an address is listed. Without a
 * mail queue (a server that lists signups unasked, WAITLIST_TRUST_UNCONFIRMED_ADDRESSES), the
 * input's `confirmedAt` stands: the person takes their place at once and their referrer is
 * credited.
 */
export async function insertSignup(
  db: Database,
  mail: MailRelay | null,
  input: SignupInput,
  referralCode?: string,
  /** The client's network (clientNetwork in the site): kept, as a key, on referred signups. */
  network?: string,
  {
    now = new Date(),
    creditsPerDay = DEFAULT_CREDITS_PER_DAY,
    unconfirmedDays = DEFAULT_UNCONFIRMED_DAYS,
  }: SignupOptions = {},
): Promise<Recorded> {
  const mailAt = mail ? now : null;
  const quietUntil = new Date(now.getTime() + REPEAT_MAIL_SLOT_SECONDS * 1000);
  const deadline = new Date(now.getTime() + unconfirmedDays * DAY_MS);
  const networkKey = referralCode && network ? await networkKeyFor(db, network, now) : null;
  const values = (code: string | null) => [
    ...INPUT_FIELDS.map((field) => input[field] ?? null),
    ...OWN_CODES.map(() => newCode()),
    code,
    networkKey,
    mailAt,
    quietUntil,
    deadline,
  ];
  let rows: (Record<string, unknown> & { alreadyListed: boolean })[];
  try {
    rows = await prepared(db, SIGNUP, values(referralCode ?? null));
  } catch (error) {
    if (codeOf(error) === FOREIGN_KEY_VIOLATION) {
      // The referrer was erased between the lookup and the insert: the signup stands unreferred.
      rows = await prepared(db, SIGNUP, values(null));
    } else if (codeOf(error) === UNIQUE_VIOLATION) {
      rows = await prepared(db, REPEAT_BY_EMAIL, [input.email, mailAt, quietUntil, deadline]);
    } else throw error;
  }
  const [row] = rows;
  if (!row) throw new Error('The signup statement returned no row.');
  const { alreadyListed, ...raw } = row;
  const signup = rowOf<Signup>(signups, raw);
  mail?.nudge();
  if (!mail && input.confirmedAt && !alreadyListed) {
    await takePlace(db, { id: signup.id }, input.confirmedAt, creditsPerDay);
  }
  return { signup, alreadyListed };
}

/** What a link's token (confirmation, invitation) is stored as: its SHA-256, in hex. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Sets a new confirmation token on an unconfirmed signup, valid until the signup's own deadline
 * (`confirmBy`, fixed at signup): the previous link stops working, and this one carries the
 * referrer of the latest signup of the address (nextReferredBy), whom its confirmation credits.
 * Undefined when the signup is gone or confirmed.
 */
export async function issueConfirmation(
  db: Database,
  signupId: number,
  token: string,
): Promise<Signup | undefined> {
  const [signup] = await db
    .update(signups)
    .set({
      confirmTokenHash: tokenHash(token),
      referredBy: signups.nextReferredBy,
      networkKey: signups.nextNetworkKey,
    })
    .where(and(eq(signups.id, signupId), isNull(signups.confirmedAt)))
    .returning();
  return signup;
}

/** Credits one referrer may earn per UTC day unless the server says otherwise: a person with a
 * real following reaches it on a good day; a script with made-up friends gains no more. */
const DEFAULT_CREDITS_PER_DAY = 10;

/** Days an unconfirmed signup is kept, and its links work, unless the server says otherwise. */
const DEFAULT_UNCONFIRMED_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ConfirmOptions {
  now?: Date;
  /** WAITLIST_CREDITS_PER_DAY. */
  creditsPerDay?: number;
}

export interface SignupOptions extends ConfirmOptions {
  /** WAITLIST_UNCONFIRMED_DAYS: the deadline is this many days after the signup. */
  unconfirmedDays?: number;
}

export type Confirmation =
  { outcome: 'confirmed'; statusCode: string } | { outcome: 'used' | 'expired' | 'unknown' };

/**
 * Confirms the signup whose newest link carries `token`: it takes its place in line, its referrer
 * earns a credit (up to their daily cap) and its welcome mail (place, links) is due, in one
 * statement (line.ts). A link followed again, expired, replaced by a newer one or made up
 * confirms nothing and says which.
 */
export async function confirmSignup(
  db: Database,
  mail: MailRelay,
  token: string,
  { now = new Date(), creditsPerDay = DEFAULT_CREDITS_PER_DAY }: ConfirmOptions = {},
): Promise<Confirmation> {
  const confirmed = await takePlace(db, { tokenHash: tokenHash(token) }, now, creditsPerDay);
  if (confirmed) {
    mail.nudge();
    return { outcome: 'confirmed', statusCode: confirmed.statusCode };
  }
  const state = await confirmationState(db, token, now);
  return { outcome: state === 'pending' ? 'unknown' : state };
}

/** What following the link of `token` would do now, without doing it. */
export async function confirmationState(
  db: Database,
  token: string,
  now = new Date(),
): Promise<'pending' | 'used' | 'expired' | 'unknown'> {
  const [signup] = await db
    .select({ confirmedAt: signups.confirmedAt, confirmBy: signups.confirmBy })
    .from(signups)
    .where(eq(signups.confirmTokenHash, tokenHash(token)));
  if (!signup) return 'unknown';
  if (signup.confirmedAt) return 'used';
  return signup.confirmBy && signup.confirmBy > now ? 'pending' : 'expired';
}

/** A signup by id, with its place when confirmed: what a mail about it needs. */
export async function signupById(
  db: Database,
  id: number,
  /** Their place, when counted already (a relay's batch): not counted again. */
  knownPlace?: number,
): Promise<{ signup: Signup; place?: number } | undefined> {
  const [signup] = await db.select().from(signups).where(eq(signups.id, id));
  if (!signup) return undefined;
  if (signup.lineNumber === null) return { signup };
  return { signup, place: knownPlace ?? (await placeOf(db, signup)) };
}

/** A confirmed person's standing, by their private status code. */
export async function statusOf(
  db: Database,
  statusCode: string,
): Promise<{ signup: Signup; place: number } | undefined> {
  const [signup] = await db
    .select()
    .from(signups)
    .where(and(eq(signups.statusCode, statusCode), isNotNull(signups.lineNumber)));
  return signup ? { signup, place: await placeOf(db, signup) } : undefined;
}

/**
 * Erases the unconfirmed signups whose link expired before `now` (the retention period,
 * WAITLIST_UNCONFIRMED_DAYS); how many.
 */
export async function eraseUnconfirmed(db: Database, now = new Date()): Promise<number> {
  const erased = await db
    .delete(signups)
    .where(and(isNull(signups.confirmedAt), lt(signups.confirmBy, now)))
    .returning({ id: signups.id });
  return erased.length;
}

export const TEAM_EMAIL_REPORT = `WITH "report" AS (
    INSERT INTO "team_email_reports" ("receipt") VALUES ($1) ON CONFLICT DO NOTHING RETURNING "receipt"
  )
  UPDATE "signups" SET "team_email_sent_at" = now()
  FROM "report" WHERE "signups"."receipt" = "report"."receipt" AND "signups"."team_email_sent_at" IS NULL`;

/**
 * Notes that the team's notification e-mail for the signup of `receipt` went out (the first
 * report counts). One statement that writes one row whatever the receipt names, a real signup's
 * or the made-up one a repeat was answered with (a real one also stamps its signup), so that
 * neither the answer nor its time tells anyone whether an address is listed. The same receipt
 * reported again writes nothing, either way.
 */
export async function reportTeamEmailSent(db: Database, receipt: string): Promise<void> {
  await prepared(db, TEAM_EMAIL_REPORT, [receipt]);
}
