import { supportMark } from '@/lib/support/team-support';
import { teamAccess, withDatabase } from '@/lib/waitlist/service';
import { forTeam, preflight } from '@/lib/waitlist/team-access';

/** The studio's Support view: marks a message answered, closed or open again. */
export function POST(request: Request) {
  return forTeam(request, teamAccess, (member) =>
    withDatabase((db) => supportMark(db, request, member)),
  );
}

export function OPTIONS(request: Request) {
  return preflight(request, teamAccess);
}
