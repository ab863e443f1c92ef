/**
 * Support messages: recorded first, in one statement, with the mail they cause marked due on the
 * row (the sender's acknowledgement, the helpdesk's copy), so a message is never lost to a mail
 * server that is down and never recorded twice by a retry; erased by its sender's link, by the
 * team, or a while after it is closed (docs/support.md).
 */
import { randomInt } from 'node:crypto';

import { SUPPORT_REFERENCE_ALPHABET, SUPPORT_REFERENCE_LENGTH } from '@brp/core/support-links';
import { and, eq, isNotNull, lt } from 'drizzle-orm';

import type { Database } from './client.ts';
import type { MailRelay } from './mail-relay.ts';
import { supportMessages, type SupportMessage } from './schema.ts';
import { newCode } from './signups.ts';

/** A message's reference, `S-` and six letters or digits nobody misreads: about a billion of
 * them, so guessing one is no way to find a message (and a reference opens nothing on its own). */
export function newReference(): string {
  let reference = 'S-';
  for (let i = 0; i < SUPPORT_REFERENCE_LENGTH; i++) {
    reference += SUPPORT_REFERENCE_ALPHABET[randomInt(SUPPORT_REFERENCE_ALPHABET.length)];
  }
  return reference;
}

/** What the contact form sent: its fields, and the key the form keeps for this submission. */
export interface SupportInput {
  submissionKey: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
}

export interface RecordedSupport {
  reference: string;
  receivedAt: Date;
  dueAt: Date;
  /** A retry of a submission recorded before: nothing new was recorded. */
  alreadyRecorded: boolean;
}

export interface SupportRecordOptions {
  now?: Date;
  /** When the reply is due, for a message received `now` (the site's business calendar). */
  dueAt: Date;
  /** Whether the helpdesk gets a copy (SUPPORT_INBOX is set). */
  handOver: boolean;
}

const UNIQUE_VIOLATION = '23505';

/** The constraint a unique violation broke, as Postgres names it, through drizzle's wrapper. */
function brokenConstraint(error: unknown): string | undefined {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint_name } = cause as { code?: unknown; constraint_name?: unknown };
    if (code === UNIQUE_VIOLATION)
      return typeof constraint_name === 'string' ? constraint_name : '';
  }
  return undefined;
}

/**
 * Records a support message with its acknowledgement due (a relay with no way to send mail is
 * null: nothing is marked) and, when `handOver`, the helpdesk's copy; or, for a submission key
 * recorded before, records nothing and answers what was recorded then. One statement in the
 * common case; a new reference is drawn should one collide.
 */
export async function recordSupportMessage(
  db: Database,
  relay: MailRelay | null,
  input: SupportInput,
  { now = new Date(), dueAt, handOver }: SupportRecordOptions,
): Promise<RecordedSupport> {
  const mailAt = relay ? now : null;
  for (;;) {
    try {
      const [row] = await db
        .insert(supportMessages)
        .values({
          ...input,
          reference: newReference(),
          eraseCode: newCode(),
          receivedAt: now,
          dueAt,
          acknowledgementDueAt: mailAt,
          inboxCopyDueAt: handOver ? mailAt : null,
        })
        .onConflictDoNothing({ target: supportMessages.submissionKey })
        .returning({
          reference: supportMessages.reference,
          receivedAt: supportMessages.receivedAt,
          dueAt: supportMessages.dueAt,
        });
      if (row) {
        relay?.nudge();
        return { ...row, alreadyRecorded: false };
      }
      break;
    } catch (error) {
      if (brokenConstraint(error) !== 'support_messages_reference_unique') throw error;
    }
  }
  const [earlier] = await db
    .select({
      reference: supportMessages.reference,
      receivedAt: supportMessages.receivedAt,
      dueAt: supportMessages.dueAt,
    })
    .from(supportMessages)
    .where(eq(supportMessages.submissionKey, input.submissionKey));
  // Erased between the two statements: the retry is recorded as new.
  if (!earlier) return recordSupportMessage(db, relay, input, { now, dueAt, handOver });
  return { ...earlier, alreadyRecorded: true };
}

/** A message by its id (the mail worker reads it as it sends), or undefined once erased. */
export async function supportMessageById(
  db: Database,
  id: number,
): Promise<SupportMessage | undefined> {
  const [row] = await db.select().from(supportMessages).where(eq(supportMessages.id, id));
  return row;
}

/** Notes that a message's acknowledgement or helpdesk copy went out. */
export async function noteSupportMailSent(
  db: Database,
  id: number,
  which: 'acknowledgement' | 'copy',
  at = new Date(),
): Promise<void> {
  await db
    .update(supportMessages)
    .set(which === 'acknowledgement' ? { acknowledgedAt: at } : { handedOverAt: at })
    .where(eq(supportMessages.id, id));
}

/** Whether a message holds this erase code (the erase page asks before it erases). */
export async function holdsSupportEraseCode(db: Database, eraseCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: supportMessages.id })
    .from(supportMessages)
    .where(eq(supportMessages.eraseCode, eraseCode));
  return row !== undefined;
}

/** Erases the message whose erase code this is (its sender's link); false when none has it. */
export async function eraseSupportMessage(db: Database, eraseCode: string): Promise<boolean> {
  const erased = await db
    .delete(supportMessages)
    .where(eq(supportMessages.eraseCode, eraseCode))
    .returning({ id: supportMessages.id });
  return erased.length > 0;
}

/** Days a closed message is kept unless the server says otherwise (SUPPORT_KEEP_CLOSED_DAYS). */
export const SUPPORT_KEPT_AFTER_CLOSING_DAYS = 365;

/** Erases the messages closed more than `days` ago (the retention task): how many went. */
export async function eraseClosedSupportMessages(
  db: Database,
  days = SUPPORT_KEPT_AFTER_CLOSING_DAYS,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - days * 86_400_000);
  const erased = await db
    .delete(supportMessages)
    .where(and(isNotNull(supportMessages.closedAt), lt(supportMessages.closedAt, before)))
    .returning({ id: supportMessages.id });
  return erased.length;
}
