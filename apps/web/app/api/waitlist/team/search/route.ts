import { teamAccess, withDatabase } from '@/lib/waitlist/service';
import { forTeam, preflight } from '@/lib/waitlist/team-access';
import { search } from '@/lib/waitlist/team-views';

/** The studio's Waitlist tool: signups by part of their e-mail, sent in the body (a POST) so that
 * no address sits in a URL, where proxies' access logs would keep it. */
export function POST(request: Request) {
  return forTeam(request, teamAccess, (member) =>
    withDatabase((db) => search(db, request, member)),
  );
}

export function OPTIONS(request: Request) {
  return preflight(request, teamAccess);
}
