import { teamAccess, withDatabase } from '@/lib/waitlist/service';
import { forTeam, preflight } from '@/lib/waitlist/team-access';
import { erase } from '@/lib/waitlist/team-views';

/** The studio's Waitlist tool: erases one person, on their request. */
export function POST(request: Request) {
  return forTeam(request, teamAccess, (member) => withDatabase((db) => erase(db, request, member)));
}

export function OPTIONS(request: Request) {
  return preflight(request, teamAccess);
}
