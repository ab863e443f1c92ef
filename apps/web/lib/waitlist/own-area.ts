import { type AreaProgress, areaProgress, type AreaSettings } from '@brp/core/area-progress';
import { areaStanding, type Database, type Signup, teamThresholds } from '@brp/db';

/**
 * A confirmed person's area as they read it (their status page, their standing mail): its
 * counts from the same query as the team's Readiness, against the team's thresholds, in
 * marketing's words; below the privacy floor, no count. Undefined with no area.
 */
export async function ownArea(
  db: Database,
  signup: Signup,
  settings: AreaSettings,
): Promise<AreaProgress | undefined> {
  const area = await areaStanding(db, signup);
  if (!area) return undefined;
  const { users, vendors } = await teamThresholds(db);
  return areaProgress(area, { users, vendors }, settings);
}
