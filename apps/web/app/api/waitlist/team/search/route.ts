import { teamAccess, withDatabase } from '@/lib/waitlist/service';
import { forTeam, preflight } from '@/lib/waitlist/team-access';
import { search } from '@/lib/waitlist/team-views';

/** The studio's Waitlist tool: signups by part of their e-mail. */
export function GET(request: Request) {
  return forTeam(request, teamAccess, () => withDatabase((db) => search(db, new URL(request.url))));
}

export function OPTIONS(request: Request) {
  return preflight(request, teamAccess);
}
