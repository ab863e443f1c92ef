import { teamAccess, withDatabase } from '@/lib/waitlist/service';
import { forTeam, preflight } from '@/lib/waitlist/team-access';
import { people } from '@/lib/waitlist/team-views';

/** The studio's Waitlist tool: one page of a segment's people. */
export function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  return forTeam(request, teamAccess, (member) => withDatabase((db) => people(db, query, member)));
}

export function OPTIONS(request: Request) {
  return preflight(request, teamAccess);
}
