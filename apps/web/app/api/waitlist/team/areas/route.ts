import { teamAccess, withDatabase } from '@/lib/waitlist/service';
import { forTeam, preflight } from '@/lib/waitlist/team-access';
import { areas } from '@/lib/waitlist/team-insights';

/** The studio's Waitlist tool: readiness by area. */
export function GET(request: Request) {
  return forTeam(request, teamAccess, () => withDatabase((db) => areas(db)));
}

export function OPTIONS(request: Request) {
  return preflight(request, teamAccess);
}
