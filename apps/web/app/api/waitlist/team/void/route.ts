import { teamAccess, withDatabase } from '@/lib/waitlist/service';
import { forTeam, preflight } from '@/lib/waitlist/team-access';
import { voidReferral } from '@/lib/waitlist/team-views';

/** The studio's Waitlist tool: takes back a referral credit the team judged made up. */
export function POST(request: Request) {
  return forTeam(request, teamAccess, (member) =>
    withDatabase((db) => voidReferral(db, request, member)),
  );
}

export function OPTIONS(request: Request) {
  return preflight(request, teamAccess);
}
