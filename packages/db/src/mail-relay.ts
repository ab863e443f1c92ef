/**
 * The relay between the line's rows and the mail queue. A signup or a confirmation marks its mail
 * due on the person's row, in the statement that records it (one statement, no queue insert on
 * the visitor's time); the relay moves what is due into pg-boss's queue a batch at a time, in one
 * transaction that clears the marks, so a mail is queued once, or, should that transaction fail,
 * left due for the next pass. Several servers relay side by side: each takes rows the others have
 * not locked (SKIP LOCKED).
 */
import { fromDrizzle, type DrizzleTransactionLike } from 'pg-boss';
import { and, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';

import type { Database } from './database.ts';
import { placesAtTheTail } from './tail-places.ts';
import { MAIL_QUEUE, mailJob, type MailQueue } from './mail-queue.ts';
import { spendBudget, type Transaction } from './mail-budget.ts';
import { signups } from './schema.ts';
import { relaySupportMail, SUPPORT_ACKNOWLEDGEMENTS_PER_HOUR } from './support-relay.ts';

/** Rows one pass moves: a launch's backlog goes in passes of this many, back to back. */
const BATCH = 200;

/**
 * E-mails to unconfirmed addresses queued per clock hour across every server unless the server
 * says otherwise (WAITLIST_UNCONFIRMED_MAILS_PER_HOUR): above a launch's first hours as measured
 * (docs/waitlist.md), far below what gets a sending domain blocklisted when a script signs up
 * strangers.
 */
export const UNCONFIRMED_MAILS_PER_HOUR = 5000;

/** Due rows, oldest first, of people confirmed (`true`) or not: locked, skipping others' locks. */
function dueRows(tx: Transaction, confirmed: boolean, limit: number) {
  return tx
    .select({ id: signups.id })
    .from(signups)
    .where(
      and(
        isNotNull(signups.mailDueAt),
        confirmed ? isNotNull(signups.lineNumber) : isNull(signups.lineNumber),
      ),
    )
    .orderBy(signups.mailDueAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Queues the mail of up to BATCH people whose mail is due, oldest first: a link for someone
 * unconfirmed while the hour's cap on those allows (the rest stay due for the next hour), then
 * their place for someone confirmed. The worker reads each row again when it sends. How many it queued, and
 * whether this pass is the one that found the cap reached.
 */
async function relayDueMail(
  db: Database,
  mail: MailQueue,
  unconfirmedPerHour: number,
): Promise<{ queued: number; capReached: boolean }> {
  return db.transaction(async (tx) => {
    // Links first: someone is waiting for theirs; a burst of places queued before would
    // otherwise fill the pass (the queue then sends by priority too: MAIL_PRIORITY).
    const waiting = await dueRows(tx, false, BATCH);
    const budget = waiting.length
      ? await spendBudget(tx, waiting.length, unconfirmedPerHour)
      : { allowed: 0, warn: false };
    const links = waiting.slice(0, budget.allowed);
    const confirmed = await dueRows(tx, true, BATCH - links.length);
    const ids = [...links, ...confirmed].map(({ id }) => id);
    if (!ids.length) return { queued: 0, capReached: budget.warn };
    const taken = await tx
      .update(signups)
      .set({ mailDueAt: null })
      .where(inArray(signups.id, ids))
      .returning({ id: signups.id, lineNumber: signups.lineNumber });
    const places = await placesAtTheTail(
      (query) => rowsOf(tx, query),
      taken.filter(({ lineNumber }) => lineNumber !== null).map(({ id }) => id),
    );
    const jobs = taken.map(({ id, lineNumber }) => {
      if (lineNumber === null) return mailJob({ kind: 'confirm', signupId: id } as const);
      const place = places.get(id);
      return mailJob({
        kind: 'welcome',
        signupId: id,
        ...(place !== undefined && { place }),
      } as const);
    });
    await mail.boss.insert(MAIL_QUEUE, jobs, {
      db: fromDrizzle(tx as DrizzleTransactionLike, sql),
    });
    return { queued: taken.length, capReached: budget.warn };
  });
}

/** The rows of a statement of our own, as either driver returns them. */
async function rowsOf<Row>(tx: Transaction, query: SQL): Promise<Row[]> {
  const result: unknown = await tx.execute(query);
  return Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;
}

export interface MailRelay {
  /** Relays soon: a signup or a confirmation on this server just marked mail due. */
  nudge(): void;
  /** Relays now, after any pass under way: what was due is queued when it resolves. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

export interface MailRelaySettings {
  /** E-mails to unconfirmed addresses per clock hour, all servers together. */
  unconfirmedPerHour?: number;
  /** Acknowledgements of support messages per clock hour, all servers together. */
  acknowledgementsPerHour?: number;
  everyMs?: number;
  nudgeMs?: number;
}

/**
 * Relays every `everyMs` (the mail of other servers' signups, and anything a failed pass left),
 * and soon after a nudge; passes follow one another at once while they come back full. A pass
 * that fails is reported and tried again at the next. The first pass of an hour, on any server,
 * to find the hour's cap on mail to unconfirmed addresses reached says so once, for an operator's
 * alert.
 */
export function startMailRelay(
  db: Database,
  mail: MailQueue,
  {
    unconfirmedPerHour = UNCONFIRMED_MAILS_PER_HOUR,
    acknowledgementsPerHour = SUPPORT_ACKNOWLEDGEMENTS_PER_HOUR,
    everyMs = 1000,
    nudgeMs = 20,
  }: MailRelaySettings = {},
): MailRelay {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const relayed = async () => {
    const { queued, capReached } = await relayDueMail(db, mail, unconfirmedPerHour);
    if (capReached) {
      console.warn(
        `⚠ Waitlist: ${unconfirmedPerHour} e-mails to unconfirmed addresses this hour, the cap (WAITLIST_UNCONFIRMED_MAILS_PER_HOUR): new signups are recorded, their confirmation e-mails wait for the next hour`,
      );
    }
    const support = await relaySupportMail(db, mail, acknowledgementsPerHour, BATCH);
    if (support.capReached) {
      console.warn(
        `⚠ Support: ${acknowledgementsPerHour} acknowledgements this hour, the cap (SUPPORT_ACKNOWLEDGEMENTS_PER_HOUR): new messages are recorded and handed to the helpdesk, their acknowledgements wait for the next hour`,
      );
    }
    // Another pass at once while either came back full.
    return queued === BATCH || support.queued === BATCH;
  };
  const pass = async () => {
    try {
      while (!stopped && (await relayed()));
    } catch (error) {
      console.error(`The waitlist's mail relay: ${(error as Error).message.split('\n')[0]}`);
    }
  };
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = pass().finally(() => {
      running = undefined;
      if (again && !stopped) {
        again = false;
        run();
      }
    });
  };
  const timer = setInterval(run, everyMs);
  let soon: NodeJS.Timeout | undefined;
  return {
    nudge() {
      soon ??= setTimeout(() => {
        soon = undefined;
        run();
      }, nudgeMs);
    },
    async flush() {
      while (running) await running;
      running = pass();
      try {
        await running;
      } finally {
        running = undefined;
      }
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(soon);
      await running;
    },
  };
}
