import { confirmationSettings } from '@/lib/env';
import { supportDependencies } from '@/lib/support/service';
import { teamAccess, withDatabase } from '@/lib/waitlist/service';
import { forTeam, preflight } from '@/lib/waitlist/team-access';
import { summary } from '@/lib/waitlist/team-views';

/** The studio's Waitlist tool: totals, signups per day, the newest, the support counts, the
 * e-mail's lag. */
export function GET(request: Request) {
  return forTeam(request, teamAccess, (member) =>
    withDatabase((db) =>
      summary(db, member, {
        calendar: supportDependencies.calendar,
        mailLateAfterSeconds: confirmationSettings.mailLagWarnSeconds,
      }),
    ),
  );
}

export function OPTIONS(request: Request) {
  return preflight(request, teamAccess);
}
