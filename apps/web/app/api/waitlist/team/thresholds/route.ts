import { teamAccess, withDatabase } from '@/lib/waitlist/service';
import { forTeam, preflight } from '@/lib/waitlist/team-access';
import { setThresholds } from '@/lib/waitlist/team-insights';

/** The studio's Waitlist tool: sets the team's readiness thresholds, for every member. */
export function POST(request: Request) {
  return forTeam(request, teamAccess, (member) =>
    withDatabase((db) => setThresholds(db, request, member)),
  );
}

export function OPTIONS(request: Request) {
  return preflight(request, teamAccess);
}
