/**
 * The studio's Support view, over the team API (the waitlist's credentials and audit): the
 * messages, late ones first, with each one's age in business days; one message whole; marking it
 * answered, closed or open again; erasing it; the overview's counts.
 */
import { SUPPORT_REFERENCE_PATTERN } from '@brp/core/support-links';
import { FIELD_LIMITS } from '@brp/core/field-limits';
import {
  type Database,
  eraseSupportByTeam,
  markSupportMessage,
  SUPPORT_PAGE,
  supportCounts,
  supportMessageFor,
  supportPage,
  type SupportState,
  type TeamAnswers,
  type TeamSupportMessage,
  type TeamSupportPage,
} from '@brp/db';

import { json, refusal } from '../waitlist/answers';
import { readJson } from '../waitlist/read-json';

import type { BusinessCalendar } from './business-days';

const STATES = ['open', 'answered', 'closed'] as const;
/** A search of an address's length, each character as wide as UTF-8 makes one, and the rest. */
const SEARCH_BODY_BYTES = FIELD_LIMITS.email * 4 + 128;
const isState = (value: unknown): value is SupportState =>
  (STATES as readonly unknown[]).includes(value);

/** GET support?state=&offset=: one page of messages and the counts. */
export async function supportList(
  db: Database,
  request: Request,
  member: string,
  calendar: BusinessCalendar,
  now = new Date(),
): Promise<Response> {
  const query = new URL(request.url).searchParams;
  if (query.has('q')) {
    return refusal(400, 'Search with POST support/search: a URL stays in access logs', {
      q: 'Not in the URL',
    });
  }
  const state = query.get('state') ?? 'all';
  return listed(db, member, calendar, now, { state, offset: Number(query.get('offset') ?? 0) });
}

/** POST support/search {"search", "state", "offset"}: the page of messages a reference or part
 * of an address finds. In the body: an address in a URL would sit in every proxy's access log. */
export async function supportSearch(
  db: Database,
  request: Request,
  member: string,
  calendar: BusinessCalendar,
  now = new Date(),
): Promise<Response> {
  const read = await readJson(request, SEARCH_BODY_BYTES);
  if ('refused' in read) return read.refused;
  const asked = (read.body ?? {}) as { search?: unknown; state?: unknown; offset?: unknown };
  const search = typeof asked.search === 'string' ? asked.search.trim() : '';
  if (!search) {
    return refusal(400, 'Give a reference or part of an address to search for', {
      search: 'Required',
    });
  }
  if (search.length > FIELD_LIMITS.email) {
    return refusal(400, 'No reference or address is that long', { search: 'Too long' });
  }
  return listed(db, member, calendar, now, {
    state: asked.state ?? 'all',
    search,
    offset: asked.offset ?? 0,
  });
}

/** One page of the messages asked for, late first, with each one's age, and the counts. */
async function listed(
  db: Database,
  member: string,
  calendar: BusinessCalendar,
  now: Date,
  { state, search, offset }: { state: unknown; search?: string; offset: unknown },
): Promise<Response> {
  if (state !== 'all' && !isState(state)) {
    return refusal(400, 'Ask for open, answered, closed or all messages', { state: 'Unknown' });
  }
  if (!Number.isSafeInteger(offset) || (offset as number) < 0) {
    return refusal(400, 'The offset is a whole number', { offset: 'Not a whole number' });
  }
  const from = offset as number;
  const [messages, counts] = await Promise.all([
    supportPage(db, member, { state, search, offset: from }, now),
    supportCounts(db, calendar.weekStart(now), now),
  ]);
  return json(200, {
    messages: messages.map((message) => ({
      ...message,
      ageBusinessDays: calendar.age(message.receivedAt, now),
      late: message.state === 'open' && message.dueAt < now,
    })),
    // A full page may have more behind it; the one after a last full page is empty.
    next: messages.length === SUPPORT_PAGE ? from + SUPPORT_PAGE : null,
    counts,
    timeZone: calendar.timeZone,
  } satisfies TeamSupportPage);
}

/** The reference a request names, or the 400 that says what is wrong with it. */
async function referenceIn(
  request: Request,
): Promise<{ reference: string; body: unknown } | Response> {
  const read = await readJson(request, 256);
  if ('refused' in read) return read.refused;
  const reference = (read.body as { reference?: unknown } | null)?.reference;
  if (typeof reference !== 'string' || !SUPPORT_REFERENCE_PATTERN.test(reference)) {
    return refusal(400, 'Name a message by its reference, like S-7K4Q2X', { reference: 'Not one' });
  }
  return { reference, body: read.body };
}

/** GET support/message?reference=: one message whole. */
export async function supportMessage(db: Database, request: Request, member: string) {
  const reference = new URL(request.url).searchParams.get('reference') ?? '';
  if (!SUPPORT_REFERENCE_PATTERN.test(reference)) {
    return refusal(400, 'Name a message by its reference, like S-7K4Q2X', { reference: 'Not one' });
  }
  const found = await supportMessageFor(db, member, reference);
  return found
    ? json(200, { message: found } satisfies TeamSupportMessage)
    : refusal(404, 'No message has that reference');
}

/** POST support/mark {"reference", "state"}: answered, closed, or open again. */
export async function supportMark(db: Database, request: Request, member: string) {
  const named = await referenceIn(request);
  if (named instanceof Response) return named;
  const state = (named.body as { state?: unknown }).state;
  if (!isState(state)) {
    return refusal(400, 'Mark it open, answered or closed', { state: 'Unknown' });
  }
  const marked = await markSupportMessage(db, named.reference, state, member);
  return marked
    ? json(200, { marked: state } satisfies TeamAnswers['supportMarked'])
    : refusal(404, 'No message has that reference');
}

/** POST support/erase {"reference"}: erases the message, on its sender's request. */
export async function supportErase(db: Database, request: Request, member: string) {
  const named = await referenceIn(request);
  if (named instanceof Response) return named;
  const erased = await eraseSupportByTeam(db, named.reference, member);
  if (erased) console.info('A support message was erased by the team.');
  return json(200, { erased } satisfies TeamAnswers['erased']);
}
