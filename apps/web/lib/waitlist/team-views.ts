import { mailboxOf } from '@brp/core/mailbox';
import { emailIdentity } from '@brp/core/validation';
import { FIELD_LIMITS } from '@brp/core/field-limits';
import {
  allSignups,
  type Database,
  eraseSignup,
  flaggedReferrers,
  failingReceivers,
  mailLag,
  newest,
  recordTeamAction,
  searchByEmail,
  signupsIn,
  signupsPerDay,
  supportCounts,
  teamActionLog,
  type TeamAnswers,
  type TeamPeoplePage,
  type TeamSummary,
  totals,
  voidCredit,
  withPlaces,
} from '@brp/db';

import type { BusinessCalendar } from '../support/business-days';

import { json, refusal } from './answers';
import { CSV_LAYOUTS, signupsCsv } from './csv';
import { readJson } from './read-json';
import { readSegment } from './team-insights';

/** A body holding one e-mail: the longest, each character escaped as `\uXXXX` (6 bytes), with
 * room for the key. Any e-mail the field allows fits, so a long one is a 400 that says so. */
const EMAIL_BODY_BYTES = FIELD_LIMITS.email * 6 + 64;

/** GET summary: who is asking, the totals, signups per day, the newest signups, the referrers
 * flagged for a burst of friends from one network, the record of the team's actions (this read
 * on it first: no one reads people unrecorded), the support messages' counts, this week's as the
 * team's `calendar` has its weeks, and how far behind the e-mail is (late past
 * `mailLateAfterSeconds`), and the webhook receivers whose deliveries keep failing. */
export async function summary(
  db: Database,
  member: string,
  {
    calendar,
    mailLateAfterSeconds,
  }: { calendar: Pick<BusinessCalendar, 'weekStart'>; mailLateAfterSeconds: number },
  now = new Date(),
): Promise<Response> {
  await recordTeamAction(db, member, 'summary');
  const [counted, perDay, latest, flagged, actions, support, mail, webhooks] = await Promise.all([
    totals(db),
    signupsPerDay(db),
    newest(db),
    flaggedReferrers(db),
    teamActionLog(db),
    supportCounts(db, calendar.weekStart(now), now),
    mailLag(db, now),
    failingReceivers(db),
  ]);
  return json(200, {
    member,
    totals: counted,
    perDay,
    newest: await withPlaces(db, latest),
    flagged,
    actions,
    support,
    mail: { ...mail, lateAfterSeconds: mailLateAfterSeconds },
    webhooks,
  } satisfies TeamSummary);
}

/** POST search {"email"}: the signups whose e-mail contains the text; recorded as `member`'s
 * (never the text). */
export async function search(db: Database, request: Request, member: string): Promise<Response> {
  const read = await readJson(request, EMAIL_BODY_BYTES);
  if ('refused' in read) return read.refused;
  const email = (read.body as { email?: unknown } | null)?.email;
  const text = emailIdentity(typeof email === 'string' ? email : '');
  if (!text) return refusal(400, 'Give part of an e-mail to search for', { email: 'Required' });
  if (text.length > FIELD_LIMITS.email) {
    return refusal(400, 'No e-mail is that long', { email: 'Too long' });
  }
  await recordTeamAction(db, member, 'search');
  return json(200, {
    signups: await withPlaces(db, await searchByEmail(db, text)),
  } satisfies TeamAnswers['signups']);
}

/** GET people: one page of a segment's people (readSegment), the newest first, with their
 * places; `before` (the `next` of the page before) turns the page. Recorded as `member`'s. */
export async function people(
  db: Database,
  query: URLSearchParams,
  member: string,
): Promise<Response> {
  const segment = readSegment(query);
  if (segment instanceof Response) return segment;
  const before = query.get('before');
  if (before !== null && !/^[1-9]\d{0,14}$/.test(before)) {
    return refusal(400, 'Turn the page with the number the last page gave', {
      before: 'Not a page',
    });
  }
  await recordTeamAction(db, member, 'people');
  const page = await signupsIn(db, segment, before === null ? undefined : Number(before));
  const answer = { signups: await withPlaces(db, page.signups), next: page.next };
  return json(200, answer satisfies TeamPeoplePage);
}

/**
 * GET export: the signups of a segment (readSegment: everyone's by default) as CSV, streamed, with
 * every field (`format=full`, the default) or as a mailing tool imports them (`format=mailing`:
 * the confirmed who chose launch updates); recorded as `member`'s.
 */
export async function exportCsv(
  db: Database,
  member: string,
  query = new URLSearchParams(),
  today = new Date(),
) {
  const format = query.get('format') ?? 'full';
  if (format !== 'full' && format !== 'mailing') {
    return refusal(400, 'Export as full or mailing', { format: 'Unknown format' });
  }
  const read = readSegment(query);
  if (read instanceof Response) return read;
  const segment = format === 'mailing' ? { ...read, confirmed: true } : read;
  await recordTeamAction(db, member, 'export');
  const day = today.toISOString().slice(0, 10);
  return new Response(signupsCsv(allSignups(db, { segment }), CSV_LAYOUTS[format]), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="waitlist-${format === 'mailing' ? 'mailing-' : ''}${day}.csv"`,
      'cache-control': 'no-store',
    },
  });
}

/** POST erase {"email"}: deletes one person's signup, on their request; recorded as `member`'s
 * (not whom). */
export async function erase(db: Database, request: Request, member: string): Promise<Response> {
  const read = await readJson(request, EMAIL_BODY_BYTES);
  if ('refused' in read) return read.refused;
  const email = (read.body as { email?: unknown } | null)?.email;
  if (typeof email !== 'string' || !email.trim()) {
    return refusal(400, 'Name the e-mail to erase', { email: 'Required' });
  }
  const erased = await eraseSignup(
    db,
    { email: emailIdentity(email), mailbox: mailboxOf(email) },
    member,
  );
  if (erased) console.info('A waitlist signup was erased on request.');
  return json(200, { erased } satisfies TeamAnswers['erased']);
}

/** POST void {"id"}: takes back the credit the confirmation of signup `id` gave its referrer. */
export async function voidReferral(
  db: Database,
  request: Request,
  member: string,
): Promise<Response> {
  const read = await readJson(request, 256);
  if ('refused' in read) return read.refused;
  const id = (read.body as { id?: unknown } | null)?.id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) {
    return refusal(400, 'Name the signup whose credit to void', { id: 'A signup’s id' });
  }
  return json(200, { voided: await voidCredit(db, id, member) } satisfies TeamAnswers['voided']);
}
