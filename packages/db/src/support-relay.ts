/**
 * The support messages' half of the mail relay (mail-relay.ts): moves the mail marked due on
 * their rows into the mail queue, in one transaction that clears the marks. A helpdesk copy goes
 * to the team's own inbox and is never held back; acknowledgements go to addresses nobody has
 * confirmed, so no more than the hour's cap of them are queued (the rest wait, recorded).
 */
import { fromDrizzle, type DrizzleTransactionLike } from 'pg-boss';
import { inArray, isNotNull, sql } from 'drizzle-orm';

import type { Database } from './database.ts';
import { MAIL_QUEUE, mailJob, type MailQueue } from './mail-queue.ts';
import { spendBudget, type Transaction } from './mail-budget.ts';
import { supportMessages } from './schema.ts';

/**
 * Acknowledgements of support messages queued per clock hour across every server unless the
 * server says otherwise (SUPPORT_ACKNOWLEDGEMENTS_PER_HOUR): far above what a team answers in a
 * day, far below what gets a sending domain blocklisted.
 */
export const SUPPORT_ACKNOWLEDGEMENTS_PER_HOUR = 500;

type DueMark = typeof supportMessages.acknowledgementDueAt | typeof supportMessages.inboxCopyDueAt;

function dueRows(tx: Transaction, mark: DueMark, limit: number) {
  if (limit <= 0) return Promise.resolve([]);
  return tx
    .select({ id: supportMessages.id })
    .from(supportMessages)
    .where(isNotNull(mark))
    .orderBy(mark)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Queues the due mail of up to `batch` messages: how many jobs, and whether this pass is the
 * first of the hour to find the acknowledgements' cap reached. */
export async function relaySupportMail(
  db: Database,
  mail: MailQueue,
  acknowledgementsPerHour: number,
  batch: number,
): Promise<{ queued: number; capReached: boolean }> {
  return db.transaction(async (tx) => {
    const copies = await dueRows(tx, supportMessages.inboxCopyDueAt, batch);
    const waiting = await dueRows(tx, supportMessages.acknowledgementDueAt, batch - copies.length);
    const budget = waiting.length
      ? await spendBudget(tx, waiting.length, acknowledgementsPerHour, 'support')
      : { allowed: 0, warn: false };
    const acknowledged = waiting.slice(0, budget.allowed).map(({ id }) => id);
    const copied = copies.map(({ id }) => id);
    if (copied.length) {
      await tx
        .update(supportMessages)
        .set({ inboxCopyDueAt: null })
        .where(inArray(supportMessages.id, copied));
    }
    if (acknowledged.length) {
      await tx
        .update(supportMessages)
        .set({ acknowledgementDueAt: null })
        .where(inArray(supportMessages.id, acknowledged));
    }
    const jobs = [
      ...copied.map((messageId) => mailJob({ kind: 'support-copy', messageId } as const)),
      ...acknowledged.map((messageId) =>
        mailJob({ kind: 'support-acknowledgement', messageId } as const),
      ),
    ];
    if (jobs.length) {
      await mail.boss.insert(MAIL_QUEUE, jobs, {
        db: fromDrizzle(tx as DrizzleTransactionLike, sql),
      });
    }
    return { queued: copies.length + acknowledged.length, capReached: budget.warn };
  });
}
