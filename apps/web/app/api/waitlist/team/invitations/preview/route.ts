import { teamAccess, withOpenedDatabase } from '@/lib/waitlist/service';
import { forTeam, preflight } from '@/lib/waitlist/team-access';
import { previewInvitations } from '@/lib/waitlist/team-invitations';

/** The studio's Waitlist tool: who the next "invite N" of an area would invite. */
export function POST(request: Request) {
  return forTeam(request, teamAccess, (member) =>
    withOpenedDatabase((opened) => previewInvitations(opened, request, member)),
  );
}

export function OPTIONS(request: Request) {
  return preflight(request, teamAccess);
}
