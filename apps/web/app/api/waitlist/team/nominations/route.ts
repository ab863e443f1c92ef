import { teamAccess, withDatabase } from '@/lib/waitlist/service';
import { forTeam, preflight } from '@/lib/waitlist/team-access';
import { nominations } from '@/lib/waitlist/team-nominations';

/** The studio's Waitlist tool: the shops confirmed people nominated, once per area, counted;
 * `?format=csv` as a file. */
export function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  return forTeam(request, teamAccess, () => withDatabase((db) => nominations(db, query)));
}

export function OPTIONS(request: Request) {
  return preflight(request, teamAccess);
}
