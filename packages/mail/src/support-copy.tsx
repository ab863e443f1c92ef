import { Text } from '@react-email/text';

import { Paragraph } from './parts';
import { DARK_CLASS, styles } from './styles';
import { dueDay, type SupportMailBase } from './support-parts';
import { mailToTeam } from './template';

/** The helpdesk's copy's props: the message as its sender typed it, for the team alone. */
export interface SupportCopyProps extends SupportMailBase {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  receivedAt: Date;
}

/** One line of a subject: what a visitor typed never breaks a header or runs on. */
const oneLine = (text: string, max: number) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

const when = ({ receivedAt, timeZone }: SupportCopyProps) =>
  receivedAt.toLocaleString('en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  });

/**
 * A support message handed to the team's helpdesk or shared inbox (SUPPORT_INBOX): the reference
 * in the subject, so a helpdesk threads it, and a reply goes to the sender.
 */
export const supportCopyMail = mailToTeam<SupportCopyProps>({
  subject: ({ reference, name }) => `[${reference}] Support message from ${oneLine(name, 80)}`,
  preview: ({ message }) => oneLine(message, 140),
  body: (props) => (
    <>
      <Paragraph>
        From {props.name} &lt;{props.email}&gt;
        {props.phone ? `, phone ${props.phone}` : ''}. Received {when(props)}; the reply is due by{' '}
        {dueDay(props)}.
      </Paragraph>
      <Text className={DARK_CLASS.ink} style={{ ...styles.paragraph, whiteSpace: 'pre-wrap' }}>
        {props.message}
      </Text>
      <Paragraph>
        Reply to this e-mail to answer: the reply goes to {props.email}. Then mark {props.reference}{' '}
        answered in the studio&apos;s Support view.
      </Paragraph>
    </>
  ),
  replyTo: ({ name, email }) => ({ name: oneLine(name, 80), address: email }),
});
