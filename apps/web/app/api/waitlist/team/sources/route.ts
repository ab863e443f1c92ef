import { teamAccess, withDatabase } from '@/lib/waitlist/service';
import { forTeam, preflight } from '@/lib/waitlist/team-access';
import { sources } from '@/lib/waitlist/team-insights';

/** The studio's Waitlist tool: where a segment of the list came from. */
export function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  return forTeam(request, teamAccess, (member) => withDatabase((db) => sources(db, query, member)));
}

export function OPTIONS(request: Request) {
  return preflight(request, teamAccess);
}
