import { supportErase } from '@/lib/support/team-support';
import { teamAccess, withDatabase } from '@/lib/waitlist/service';
import { forTeam, preflight } from '@/lib/waitlist/team-access';

/** The studio's Support view: erases a message, on its sender's request. */
export function POST(request: Request) {
  return forTeam(request, teamAccess, (member) =>
    withDatabase((db) => supportErase(db, request, member)),
  );
}

export function OPTIONS(request: Request) {
  return preflight(request, teamAccess);
}
