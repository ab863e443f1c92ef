import { supportDependencies } from '@/lib/support/service';
import { teamAccess, withDatabase } from '@/lib/waitlist/service';
import { forTeam, preflight } from '@/lib/waitlist/team-access';
import { summary } from '@/lib/waitlist/team-views';

/** The studio's Waitlist tool: totals, signups per day, the newest, the support counts. */
export function GET(request: Request) {
  return forTeam(request, teamAccess, (member) =>
    withDatabase((db) => summary(db, member, supportDependencies.calendar)),
  );
}

export function OPTIONS(request: Request) {
  return preflight(request, teamAccess);
}
