import { dueDayIn, supportErasePath } from '@brp/core/support-links';

import type { SiteCode, SiteTimeZone, SupportReference } from './audience';
import type { EraseLine, MailBase } from './template';

/** What every mail about a support message knows: its reference and when its reply is due. */
export interface SupportMailBase extends MailBase {
  reference: SupportReference;
  /** The last moment of the business day the reply is due on. */
  dueAt: Date;
  /** The team's time zone, in which that day is told. */
  timeZone: SiteTimeZone;
}

/** The day a reply is due, as a reader says it: "Thursday, December 3, 2026". */
export const dueDay = ({ dueAt, timeZone }: SupportMailBase) => dueDayIn(dueAt, timeZone);

/** The acknowledgement's last line: the sender's link that erases their message. */
export const eraseTheMessage = ({ eraseCode }: { eraseCode: SiteCode }): EraseLine => ({
  words:
    'Did not send it, or changed your mind? This erases the message and everything we keep with it:',
  label: 'Erase my message',
  path: supportErasePath(eraseCode),
});
