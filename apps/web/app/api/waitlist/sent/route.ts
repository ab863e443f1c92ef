import { clientAddress } from '@/lib/rate-limits/client-address';
import { database, sentReportLimit } from '@/lib/waitlist/service';
import { handleTeamEmailSent } from '@/lib/waitlist/team-email-sent';

/** The form reports the team's e-mail for a signup sent: lib/waitlist/team-email-sent.ts. */
export function POST(request: Request) {
  return handleTeamEmailSent(request, clientAddress(request), {
    limit: sentReportLimit,
    database,
  });
}
