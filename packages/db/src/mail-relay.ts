/**
 * The relay between the line's rows and the mail queue. A signup or a confirmation marks its mail
 * due on the person's row, in the statement that records it (one statement, no queue insert on
 * the visitor's time); the relay moves what is due into pg-boss's queue a batch at a time, in one
 * transaction that clears the marks, so a mail is queued once, or, should that transaction fail,
 * left due for the next pass. Several servers relay side by side: each takes rows the others have
 * not locked (SKIP LOCKED).
 */
import { fromDrizzle, type DrizzleTransactionLike } from 'pg-boss';
import { inArray, isNotNull, sql } from 'drizzle-orm';

import type { Database } from './database.ts';
import { MAIL_QUEUE, type MailJob, type MailQueue } from './mail-queue.ts';
import { signups } from './schema.ts';

/** Rows one pass moves: a launch's backlog goes in passes of this many, back to back. */
const BATCH = 200;

/**
 * Queues the mail of up to BATCH people whose mail is due, oldest first: a link for someone
 * unconfirmed, their place for someone confirmed (the worker reads the row again when it sends).
 * How many it queued.
 */
async function relayDueMail(db: Database, mail: MailQueue): Promise<number> {
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: signups.id })
      .from(signups)
      .where(isNotNull(signups.mailDueAt))
      .orderBy(signups.mailDueAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const taken = await tx
      .update(signups)
      .set({ mailDueAt: null })
      .where(inArray(signups.id, due))
      .returning({ id: signups.id, lineNumber: signups.lineNumber });
    if (!taken.length) return 0;
    const jobs = taken.map(({ id, lineNumber }) => ({
      data: { kind: lineNumber === null ? 'confirm' : 'welcome', signupId: id } satisfies MailJob,
    }));
    await mail.boss.insert(MAIL_QUEUE, jobs, {
      db: fromDrizzle(tx as DrizzleTransactionLike, sql),
    });
    return taken.length;
  });
}

export interface MailRelay {
  /** Relays soon: a signup or a confirmation on this server just marked mail due. */
  nudge(): void;
  /** Relays now, after any pass under way: what was due is queued when it resolves. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Relays every `everyMs` (the mail of other servers' signups, and anything a failed pass left),
 * and soon after a nudge; passes follow one another at once while they come back full. A pass
 * that fails is reported and tried again at the next.
 */
export function startMailRelay(
  db: Database,
  mail: MailQueue,
  { everyMs = 1000, nudgeMs = 20 }: { everyMs?: number; nudgeMs?: number } = {},
): MailRelay {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const pass = async () => {
    try {
      while (!stopped && (await relayDueMail(db, mail)) === BATCH);
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
