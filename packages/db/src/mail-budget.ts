/**
 * The hourly budgets of mail to addresses nobody has confirmed (the mail_budget table), spent by
 * the relay as it queues such mail: one pool for the waitlist's links, one for support's
 * acknowledgements.
 */
import { and, eq, sql } from 'drizzle-orm';

import type { Database } from './database.ts';
import { mailBudget } from './schema.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * How many mails to unconfirmed addresses this hour still allows, of `wanted`, counted as spent on
 * the hour's row of `pool` (which the transaction holds until it commits: servers relay in turn). True in
 * `warn` for the first pass of the hour that found the cap reached with mail waiting.
 */
export async function spendBudget(
  tx: Transaction,
  wanted: number,
  perHour: number,
  pool: 'unconfirmed' | 'support' = 'unconfirmed',
) {
  const hour = sql`date_trunc('hour', now())`;
  const thisHour = and(eq(mailBudget.hour, hour), eq(mailBudget.pool, pool));
  await tx.insert(mailBudget).values({ hour, pool }).onConflictDoNothing();
  const [row] = await tx
    .select({ sent: mailBudget.sent, warned: mailBudget.warned })
    .from(mailBudget)
    .where(thisHour)
    .for('update');
  const allowed = Math.max(0, Math.min(wanted, perHour - (row?.sent ?? 0)));
  const warn = allowed < wanted && !row?.warned;
  if (allowed || warn) {
    await tx
      .update(mailBudget)
      .set({
        sent: sql`${mailBudget.sent} + ${allowed}`,
        warned: sql`${mailBudget.warned} OR ${warn}`,
      })
      .where(thisHour);
  }
  return { allowed, warn };
}
