import { confirmPath } from '@brp/core/waitlist-mail';

import type { SiteCode } from './audience';
import { Action, Paragraph } from './parts';
import { mailToUnconfirmed, type WaitlistMailBase } from './template';
import { leaveTheWaitlist, oneClickLeave } from './waitlist-parts';

/**
 * The confirmation mail's props: the site's values only. It goes to whatever address was typed,
 * so it names nobody (no name, place or company: a stranger may have chosen them).
 */
export interface ConfirmationProps extends WaitlistMailBase {
  /** The single-use confirmation token. */
  token: SiteCode;
  /** When the link stops working. */
  confirmBy: Date;
  type: 'user' | 'vendor';
}

const day = (when: Date) =>
  when.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** Asks the person to confirm their address: until they do, they are not in line. */
export const confirmationMail = mailToUnconfirmed<ConfirmationProps>({
  erase: leaveTheWaitlist,
  headers: oneClickLeave,
  subject: () => 'Confirm your place on the waitlist',
  preview: () => 'One click takes your place in line.',
  body: ({ origin, token, confirmBy, type }) => (
    <>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        You (or someone who typed your address) asked to join the{' '}
        {type === 'vendor' ? 'vendor waitlist' : 'waitlist'} for the neighbourhood rewards pilot at{' '}
        {new URL(origin).host}. To take your place in line, confirm that this address is yours:
      </Paragraph>
      <Action href={`${origin}${confirmPath(token)}`}>Confirm my address</Action>
      <Paragraph>
        The link works once, until {day(confirmBy)}. If you did not ask to join, ignore this e-mail:
        without a confirmation we erase the signup on that day, and you will hear nothing more from
        us.
      </Paragraph>
    </>
  ),
});
