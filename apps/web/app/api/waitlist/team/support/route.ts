import { supportDependencies } from '@/lib/support/service';
import { supportList } from '@/lib/support/team-support';
import { teamAccess, withDatabase } from '@/lib/waitlist/service';
import { forTeam, preflight } from '@/lib/waitlist/team-access';

/** The studio's Support view: a page of messages, late first, and the counts. */
export function GET(request: Request) {
  return forTeam(request, teamAccess, (member) =>
    withDatabase((db) => supportList(db, request, member, supportDependencies.calendar)),
  );
}

export function OPTIONS(request: Request) {
  return preflight(request, teamAccess);
}
