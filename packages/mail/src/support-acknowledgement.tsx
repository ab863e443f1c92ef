import { CLAIMS } from '@brp/core/constants';

import type { SiteCode } from './audience';
import { Paragraph } from './parts';
import { dueDay, eraseTheMessage, type SupportMailBase } from './support-parts';
import { mailToUnconfirmed } from './template';

/**
 * The acknowledgement's props: the site's values only. It goes to whatever address the form was
 * given, so it quotes nothing the sender typed (no name, no message: a stranger may have chosen
 * them to reach someone else's inbox from our sender).
 */
export interface SupportAcknowledgementProps extends SupportMailBase {
  /** The sender's own secret, for the link that erases the message. */
  eraseCode: SiteCode;
}

/** Tells the sender their message arrived, its reference, and the day they will hear back by. */
export const supportAcknowledgementMail = mailToUnconfirmed<SupportAcknowledgementProps>({
  subject: ({ reference }) => `We received your message (${reference})`,
  preview: (props) => `We will reply by ${dueDay(props)}.`,
  body: (props) => (
    <>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        We received a message sent from this address through the contact form at{' '}
        {new URL(props.origin).host}. Its reference is {props.reference}.
      </Paragraph>
      <Paragraph>
        We reply within {CLAIMS.supportReplyBusinessDays} business days: by {dueDay(props)}. Our
        answer comes from a person on the team, to this address.
      </Paragraph>
    </>
  ),
  erase: eraseTheMessage,
});
