import { supportMessage } from '@/lib/support/team-support';
import { teamAccess, withDatabase } from '@/lib/waitlist/service';
import { forTeam, preflight } from '@/lib/waitlist/team-access';

/** The studio's Support view: one message whole. */
export function GET(request: Request) {
  return forTeam(request, teamAccess, (member) =>
    withDatabase((db) => supportMessage(db, request, member)),
  );
}

export function OPTIONS(request: Request) {
  return preflight(request, teamAccess);
}
