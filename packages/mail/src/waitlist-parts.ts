import { leavePath, oneClickLeavePath } from '@brp/core/waitlist-mail';

import type { EraseLine, WaitlistMailBase } from './template';

/** Every waitlist mail's last line: the link that erases the person. */
export const leaveTheWaitlist = ({ leaveCode }: WaitlistMailBase): EraseLine => ({
  words: 'Changed your mind? This erases your signup and everything we keep about you:',
  label: 'Leave the waitlist',
  path: leavePath(leaveCode),
});

/** List-Unsubscribe (RFC 2369, one-click per RFC 8058): the mail client's own "unsubscribe"
 * erases the person. */
export const oneClickLeave = ({ origin, leaveCode }: WaitlistMailBase) => ({
  'List-Unsubscribe': `<${origin}${oneClickLeavePath(leaveCode)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
