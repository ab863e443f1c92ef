import { CLAIMS } from '@brp/core/constants';
import { dueDayIn } from '@brp/core/support-links';
import { firstMessages } from '@brp/core/validation';
import { describeFailure, newReference, type OpenedDatabase, recordSupportMessage } from '@brp/db';

import type { ProofVerdict } from '../proof-of-work/challenge';
import type { RateLimit } from '../rate-limits/limits';
import { json, proofRefused, refusal } from '../waitlist/answers';
import { readJson } from '../waitlist/read-json';

import type { BusinessCalendar } from './business-days';
import { supportRequest } from './support-request';

/** The form's fields at their longest (a 5,000-character message in any script), with room. */
const MAX_MESSAGE_BYTES = 32 * 1024;

/** What the form hears back: the message's reference and the day its reply is due by. */
export interface SupportAnswer {
  reference: string;
  /** The last moment of that day, as an ISO instant. */
  dueAt: string;
  /** That day as a reader says it, in the team's time zone: "Wednesday, December 9, 2026". */
  dueDay: string;
}

export interface SupportDependencies {
  limit: RateLimit;
  database: () => Promise<OpenedDatabase>;
  /** Checks and spends the form's proof of work (lib/proof-of-work). */
  proof: (payload: string | undefined) => Promise<ProofVerdict>;
  calendar: BusinessCalendar;
  /** The team's time zone, in which the due day is told. */
  timeZone: string;
  /** Whether the helpdesk gets a copy (SUPPORT_INBOX is set). */
  handOver: boolean;
  /** Whether this server can send mail at all: without it, nothing is marked due. */
  mail: boolean;
  now?: () => Date;
}

const UNAVAILABLE = 'Support messages cannot be recorded right now; try again shortly';

function answerOf(reference: string, dueAt: Date, timeZone: string): SupportAnswer {
  return { reference, dueAt: dueAt.toISOString(), dueDay: dueDayIn(dueAt, timeZone) };
}

/**
 * POST /api/support: checks a message as the contact form does, refuses clients over their hourly
 * limits and a submission without its solved proof of work, and records it with its mail due (the
 * sender's acknowledgement, the helpdesk's copy) in one statement; a retry of one submission (its
 * key) records nothing and answers the same reference. The form then sends the spec's EmailJS
 * message itself. Every refusal is a 4xx that says why and records nothing; a database that
 * cannot be reached is a 503, and the form keeps what was typed.
 */
export async function handleSupportMessage(
  request: Request,
  clientAddress: string,
  {
    limit,
    database,
    proof,
    calendar,
    timeZone,
    handOver,
    mail,
    now = () => new Date(),
  }: SupportDependencies,
): Promise<Response> {
  // First, so a client over its limit costs no parsing and no query.
  const verdict = await limit(clientAddress);
  if (!verdict.allowed) {
    return refusal(
      429,
      'Too many messages from this address; try again later',
      {},
      { 'retry-after': String(verdict.retryAfterSeconds) },
    );
  }
  const read = await readJson(request, MAX_MESSAGE_BYTES);
  if ('refused' in read) return read.refused;
  const parsed = supportRequest.safeParse(read.body);
  if (!parsed.success)
    return refusal(400, 'The message has errors', firstMessages(parsed.error.issues));
  const received = now();
  const dueAt = calendar.dueAt(received, CLAIMS.supportReplyBusinessDays);
  try {
    const opened = await database();
    // Last of the checks, as the only one that writes (the proof is spent).
    const checked = await proof(parsed.data.proof);
    if (checked !== 'solved') return proofRefused(checked);
    // A bot that filled the honeypot hears what everyone hears, and nothing is recorded.
    if (parsed.data.honeypot) return json(200, answerOf(newReference(), dueAt, timeZone));
    const recorded = await recordSupportMessage(
      opened.db,
      mail ? opened.relay : null,
      parsed.data.message,
      { now: received, dueAt, handOver },
    );
    return json(200, answerOf(recorded.reference, recorded.dueAt, timeZone));
  } catch (error) {
    console.error(`A support message could not be recorded: ${describeFailure(error)}`);
    return refusal(503, UNAVAILABLE, {}, { 'retry-after': '30' });
  }
}
