import 'server-only';

import { mailTransport, redisUrl, supportSettings } from '../env';
import { proofFor } from '../proof-of-work/service';
import { createSignupLimiter } from '../rate-limits/limits';
import { openedDatabase } from '../waitlist/service';

import { businessCalendar } from './business-days';
import type { SupportDependencies } from './record-message';

/** The support route's parts as this server's settings make them. */
export const supportDependencies: SupportDependencies = {
  limit: createSignupLimiter(supportSettings.limits, redisUrl, 'brp:support-limit'),
  database: openedDatabase,
  proof: (payload) => proofFor(payload, 'support'),
  calendar: businessCalendar(supportSettings.timeZone, supportSettings.holidays),
  timeZone: supportSettings.timeZone,
  handOver: supportSettings.inbox !== undefined,
  mail: mailTransport.kind !== 'none',
};
