/**
 * The team's readiness thresholds (the studio tool's Readiness tab): one setting for everyone,
 * so every member sees the same areas marked ready. Setting them is one of the team's recorded
 * actions (who, when).
 */
import type { Database } from './client.ts';
import { pilotThresholds } from './schema.ts';
import { recordTeamAction } from './team-records.ts';

export interface Thresholds {
  users: number;
  vendors: number;
}

export interface TeamThresholds extends Thresholds {
  /** Who set them last, and when; null while the defaults hold. */
  setBy: string | null;
  setAt: Date | null;
}

/** A neighbourhood works with shoppers and a handful of shops; the team sets its own. */
const DEFAULT_THRESHOLDS: Thresholds = { users: 50, vendors: 5 };

/** The highest threshold taken: far above any neighbourhood, well inside a Postgres integer. */
export const MOST_THRESHOLD = 1_000_000;

/** The thresholds the team set last, or the defaults. */
export async function teamThresholds(db: Database): Promise<TeamThresholds> {
  const [row] = await db.select().from(pilotThresholds).limit(1);
  return row
    ? { users: row.users, vendors: row.vendors, setBy: row.setBy, setAt: row.setAt }
    : { ...DEFAULT_THRESHOLDS, setBy: null, setAt: null };
}

/** Sets the team's thresholds as `member`, recording it; answers them as stored. */
export async function setTeamThresholds(
  db: Database,
  { users, vendors }: Thresholds,
  member: string,
): Promise<TeamThresholds> {
  return db.transaction(async (tx) => {
    const values = { users, vendors, setBy: member, setAt: new Date() };
    const [row] = await tx
      .insert(pilotThresholds)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: pilotThresholds.id, set: values })
      .returning();
    await recordTeamAction(tx, member, 'thresholds');
    return { users: row!.users, vendors: row!.vendors, setBy: row!.setBy, setAt: row!.setAt };
  });
}
