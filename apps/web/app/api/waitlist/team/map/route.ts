import { teamAccess, withDatabase } from '@/lib/waitlist/service';
import { forTeam, preflight } from '@/lib/waitlist/team-access';
import { map } from '@/lib/waitlist/team-insights';

/** The studio's Waitlist tool: where a segment's confirmed people are. */
export function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  return forTeam(request, teamAccess, () => withDatabase((db) => map(db, query)));
}

export function OPTIONS(request: Request) {
  return preflight(request, teamAccess);
}
