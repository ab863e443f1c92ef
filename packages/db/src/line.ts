/**
 * The line, by design rather than by counting. A confirmation takes the next number from the
 * one-row counter (waitlist_line) in the one statement that confirms the person, credits their
 * referrer (under the daily cap, checked on the referrer's row) and marks their welcome mail due.
 * Numbers are dense and unique: the counter is bumped by `UPDATE … RETURNING`, which reads the
 * row after any wait for it, and a confirmation rolled back gives its number back with it.
 *
 * The rule, written once (docs/waitlist.md): a confirmed person's queue score is their number
 * less REFERRAL_BONUS per credit; their place is one more than the number of confirmed people
 * whose queue key is lower: the score, then more credits first, then the earlier number. A credit
 * moves its owner up; an erasure moves those behind up; nothing else moves anyone.
 */
import { REFERRAL_BONUS } from './schema.ts';
import type { Database } from './client.ts';
import { prepared } from './prepared.ts';
import { QUEUE_KEY, QUEUE_KEY_COLUMNS } from './queue-key.ts';

/** The person whose place is asked: their number $1 and credits $2, as a queue key. */
const PERSON_KEY = `($1::bigint - ${REFERRAL_BONUS} * $2::int, -$2::int, $1::bigint)`;

export const PLACE = `SELECT (CASE WHEN 2 * $1::bigint <= "last_number"
    THEN 1 + (SELECT count(*) FROM "signups" WHERE "line_number" IS NOT NULL AND ${QUEUE_KEY} < ${PERSON_KEY})
    ELSE "last_number" - "erased" - (SELECT count(*) FROM "signups" WHERE "line_number" IS NOT NULL AND ${QUEUE_KEY} > ${PERSON_KEY})
  END)::int AS "place" FROM "waitlist_line" WHERE "id" = 1`;

/**
 * A confirmed person's place: one range of signups_line_idx, counted (an index-only scan), on the
 * shorter side of them: the people ahead for the first half of the line, else the people behind,
 * taken from how many are listed (the counter's `last_number - erased`, read in the same
 * snapshot). So the newest person's place, which their welcome mail tells, costs next to nothing
 * at any size, and nobody's counts more than half the list (docs/waitlist.md has the cost at
 * 100,000).
 */
export async function placeOf(
  db: Database,
  person: { lineNumber: number | null; credits: number },
): Promise<number> {
  if (person.lineNumber === null) throw new Error('Only a confirmed person has a place.');
  const [row] = await prepared<{ place: number }>(db, PLACE, [person.lineNumber, person.credits]);
  if (!row) throw new Error('The line has no counter: migration 0005 did not run.');
  return row.place;
}

export const PLACES = `SELECT "number"::float8 AS "lineNumber", "place"::int AS "place" FROM (
    SELECT "line_number" AS "number", row_number() OVER (ORDER BY ${QUEUE_KEY_COLUMNS}) AS "place"
    FROM "signups" WHERE "line_number" IS NOT NULL
  ) AS "line" WHERE "number" = ANY($1::bigint[])`;

/**
 * The places of several confirmed people (a page of the team's list), by line number, in one
 * pass along signups_line_idx in the queue's order (an index-only scan of the confirmed, the
 * same work however many are asked for: counting each one's people ahead would read the index
 * once per person).
 */
export async function placesOf(
  db: Database,
  lineNumbers: readonly number[],
): Promise<Map<number, number>> {
  if (!lineNumbers.length) return new Map();
  const rows = await prepared<{ lineNumber: number; place: number }>(db, PLACES, [lineNumbers]);
  return new Map(rows.map(({ lineNumber, place }) => [lineNumber, place]));
}

/**
 * Confirms the unconfirmed person `$1` selects (`which`), at `$2`: their number, their referrer's
 * credit unless the referrer earned `$4` credits on the UTC day `$3` already (or this person
 * credited them before: a referee earns a referrer one credit, ever), and their mail due.
 * Returns their status code and number; no row when nobody was confirmed. The person's row is
 * locked first (a second confirmation of them waits, then finds them confirmed and takes no
 * number), then their referrer's row (by its credit, which the counter's step waits for), then
 * the counter: every statement that locks two people locks the newer first (an erasure too,
 * erasure.ts), and the counter comes last, so two confirmations never wait for each other in a
 * circle (a person confirming as their unconfirmed referrer does). The events other tools follow
 * (webhook-schema.ts) are recorded by the same statement: the confirmation, and the referrer's
 * credit when there is one.
 */
function confirmStatement(which: string): string {
  return `WITH "target" AS (
    SELECT "id", "referred_by", "credited" FROM "signups" WHERE ${which} AND "confirmed_at" IS NULL FOR UPDATE
  ), "credit" AS (
    UPDATE "signups" AS "referrer" SET
      "credits" = "referrer"."credits" + 1,
      "credits_that_day" = CASE WHEN "referrer"."credit_day" = $3 THEN "referrer"."credits_that_day" + 1 ELSE 1 END,
      "credit_day" = $3
    FROM "target"
    WHERE "referrer"."id" = "target"."referred_by" AND NOT "target"."credited"
      AND ("referrer"."credit_day" IS DISTINCT FROM $3 OR "referrer"."credits_that_day" < $4)
    RETURNING "referrer"."id"
  ), "events" AS (
    INSERT INTO "webhook_events" ("type", "signup_id", "at")
    SELECT 'waitlist.confirmed', "id", $2::timestamptz FROM "target"
    UNION ALL SELECT 'waitlist.credited', "id", $2::timestamptz FROM "credit"
  ), "number" AS (
    UPDATE "waitlist_line" SET "last_number" = "last_number" + 1
    WHERE "id" = 1 AND EXISTS (SELECT 1 FROM "target") AND (SELECT count(*) FROM "credit") >= 0
    RETURNING "last_number"
  )
  UPDATE "signups" SET
    "confirmed_at" = $2,
    "line_number" = (SELECT "last_number" FROM "number"),
    "credited" = "target"."credited" OR EXISTS (SELECT 1 FROM "credit"),
    "mail_due_at" = $2
  FROM "target" WHERE "signups"."id" = "target"."id"
  RETURNING "signups"."status_code" AS "statusCode", "signups"."line_number"::float8 AS "lineNumber"`;
}

/** By the SHA-256 of their newest link's token, while the link works. */
export const CONFIRM_BY_TOKEN = confirmStatement(`"confirm_token_hash" = $1 AND "confirm_by" > $2`);
/** By id: a server that lists signups unasked (WAITLIST_TRUST_UNCONFIRMED_ADDRESSES). */
const CONFIRM_BY_ID = confirmStatement(`"id" = $1`);

export interface Confirmed {
  statusCode: string;
  lineNumber: number;
}

/** UTC day, YYYY-MM-DD: the daily cap's day. */
const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** Takes the person's place in line, in one statement (above); undefined when nobody was. */
export async function takePlace(
  db: Database,
  who: { tokenHash: string } | { id: number },
  now: Date,
  creditsPerDay: number,
): Promise<Confirmed | undefined> {
  const [statement, key] =
    'tokenHash' in who ? [CONFIRM_BY_TOKEN, who.tokenHash] : [CONFIRM_BY_ID, who.id];
  const [confirmed] = await prepared<Confirmed>(db, statement, [
    key,
    now,
    utcDay(now),
    creditsPerDay,
  ]);
  return confirmed;
}
