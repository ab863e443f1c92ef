import { supportDependencies } from '@/lib/support/service';
import { supportSearch } from '@/lib/support/team-support';
import { teamAccess, withDatabase } from '@/lib/waitlist/service';
import { forTeam, preflight } from '@/lib/waitlist/team-access';

/** The studio's Support view: the messages a reference or part of an address finds. */
export function POST(request: Request) {
  return forTeam(request, teamAccess, (member) =>
    withDatabase((db) => supportSearch(db, request, member, supportDependencies.calendar)),
  );
}

export function OPTIONS(request: Request) {
  return preflight(request, teamAccess);
}
