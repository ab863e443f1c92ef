/**
 * Erasing people: on their own request (the leave link every e-mail carries) or the team's. The
 * rows are deleted, not hidden; the credit a person's confirmation gave their referrer goes too;
 * those they referred keep their places but no longer name them (the foreign key sets null).
 */
import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';

import type { Database } from './client.ts';
import { signups, waitlistLine, webhookEvents } from './schema.ts';

/**
 * Deletes the rows `where` picks, in `tx`, taking back their credits, and counts the numbered
 * ones out of the line: how many went. Those they referred are locked first (the foreign key
 * then unnames them), so the erasure locks the newer row before the older and the counter last,
 * as a confirmation does (line.ts): a friend confirming while their referrer leaves never waits
 * in a circle with them.
 */
export async function eraseWhere(
  tx: Pick<Database, 'delete' | 'update' | 'select' | 'insert'>,
  where: SQL | undefined,
) {
  const erasing = tx.select({ id: signups.id }).from(signups).where(where);
  await tx
    .select({ id: signups.id })
    .from(signups)
    .where(or(inArray(signups.referredBy, erasing), inArray(signups.nextReferredBy, erasing)))
    .for('update');
  const erased = await tx.delete(signups).where(where).returning({
    id: signups.id,
    referredBy: signups.referredBy,
    credited: signups.credited,
    lineNumber: signups.lineNumber,
  });
  for (const { referredBy, credited } of erased) {
    if (referredBy === null || !credited) continue;
    await tx
      .update(signups)
      .set({ credits: sql`greatest(${signups.credits} - 1, 0)` })
      .where(eq(signups.id, referredBy));
  }
  // The confirmed, whom other tools heard of, leave in an event of theirs (webhook-schema.ts).
  const confirmed = erased.filter((row) => row.lineNumber !== null);
  if (confirmed.length) {
    await tx
      .insert(webhookEvents)
      .values(confirmed.map(({ id }) => ({ type: 'waitlist.left' as const, signupId: id })));
  }
  // The line's counter last (line.ts): it knows how many are listed without counting them.
  const numbered = confirmed.length;
  if (numbered) {
    await tx
      .update(waitlistLine)
      .set({ erased: sql`${waitlistLine.erased} + ${numbered}` })
      .where(eq(waitlistLine.id, 1));
  }
  return erased.length;
}

/** Erases the person whose erase code this is (their leave link); false when nobody has it. */
export async function leaveWaitlist(db: Database, leaveCode: string): Promise<boolean> {
  return db.transaction(async (tx) => (await eraseWhere(tx, eq(signups.leaveCode, leaveCode))) > 0);
}

/** Whether a person holds this erase code (the leave page asks before it erases). */
export async function holdsLeaveCode(db: Database, leaveCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: signups.id })
    .from(signups)
    .where(eq(signups.leaveCode, leaveCode));
  return row !== undefined;
}
