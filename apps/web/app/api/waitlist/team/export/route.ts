import { teamAccess, withDatabase } from '@/lib/waitlist/service';
import { forTeam, preflight } from '@/lib/waitlist/team-access';
import { exportCsv } from '@/lib/waitlist/team-views';

/** The studio's Waitlist tool: every signup as CSV. */
export function GET(request: Request) {
  return forTeam(request, teamAccess, (member) => withDatabase((db) => exportCsv(db, member)));
}

export function OPTIONS(request: Request) {
  return preflight(request, teamAccess);
}
