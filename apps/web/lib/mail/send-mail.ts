import type { MailMessage } from '@brp/core/waitlist-mail';
import { createTransport } from 'nodemailer';

import { appendLine } from '../outbox/append-line';

/** Where the site's own e-mails go (lib/config/environment.ts decides from the settings). */
export type MailRoute =
  { kind: 'smtp'; url: string; from: string } | { kind: 'outbox'; file: string; from: string };

type Outgoing = MailMessage & { to: string };

export type SendMail = (message: Outgoing) => Promise<void>;

/** What the local outbox keeps of one e-mail: what a mail client would show. */
export interface OutboxMail {
  sentAt: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends through nodemailer to the SMTP server of the URL (TLS as the URL says), or, for the local
 * outbox, appends the message to the file the /dev/mail page reads. A send that fails throws: the mail queue
 * tries again later.
 */
export function mailSender(route: MailRoute): SendMail {
  if (route.kind === 'smtp') {
    const transport = createTransport(route.url, { from: route.from });
    return async (message) => {
      await transport.sendMail(message);
    };
  }
  return async (message) => {
    const kept: OutboxMail = {
      sentAt: new Date().toISOString(),
      from: route.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    };
    await appendLine(route.file, JSON.stringify(kept));
  };
}
