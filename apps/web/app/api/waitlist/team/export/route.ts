import { teamAccess, withDatabase } from '@/lib/waitlist/service';
import { forTeam, preflight } from '@/lib/waitlist/team-access';
import { exportCsv } from '@/lib/waitlist/team-views';

/** The studio's Waitlist tool: a segment of the list (everyone by default) as CSV. */
export function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  return forTeam(request, teamAccess, (member) =>
    withDatabase((db) => exportCsv(db, member, query)),
  );
}

export function OPTIONS(request: Request) {
  return preflight(request, teamAccess);
}
