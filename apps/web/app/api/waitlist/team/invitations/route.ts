import { teamAccess, withOpenedDatabase } from '@/lib/waitlist/service';
import { forTeam, preflight } from '@/lib/waitlist/team-access';
import { invite } from '@/lib/waitlist/team-invitations';

/** The studio's Waitlist tool: invites the next N of an area to the pilot, each by e-mail. */
export function POST(request: Request) {
  return forTeam(request, teamAccess, (member) =>
    withOpenedDatabase((opened) => invite(opened, request, member)),
  );
}

export function OPTIONS(request: Request) {
  return preflight(request, teamAccess);
}
