import {
  type Database,
  noteSupportMailSent,
  supportMessageById,
  type SupportMailJob,
} from '@brp/db';
import {
  renderMail,
  siteCode,
  siteOrigin,
  siteTimeZone,
  supportAcknowledgementMail,
  supportCopyMail,
  supportReference,
} from '@brp/mail';

import type { OutgoingMail } from '../mail/send-mail';

export interface SupportMailSettings {
  /** The site's public origin: every link in a mail starts with it. */
  origin: string;
  /** The helpdesk or shared inbox (SUPPORT_INBOX); undefined: no copies go. */
  inbox: string | undefined;
  /** The team's time zone, in which dates are told. */
  timeZone: string;
}

/**
 * The Message-ID of one of a message's mails, the same each time it is sent: a mail server can
 * take a mail and lose the connection before it says so (or the server sending it can be killed
 * right then), and the queue sends it again. The inbox, and every helpdesk, keeps one mail per
 * Message-ID. The reference and the moment it came in name the message: a reference reused after
 * an erasure is a new message.
 */
export function supportMessageId(
  { reference, receivedAt }: { reference: string; receivedAt: Date },
  kind: 'acknowledgement' | 'copy',
  origin: string,
): string {
  return `<${reference}.${receivedAt.getTime()}.${kind}@${new URL(origin).hostname}>`;
}

/**
 * The mail a support job asks for, as the message stands when it runs: nothing once it is
 * erased; the acknowledgement to its sender, or its copy to the helpdesk, and what to note once
 * it went.
 */
export async function supportMailFor(
  db: Database,
  job: SupportMailJob,
  { origin, inbox, timeZone }: SupportMailSettings,
): Promise<{ message: OutgoingMail; sent: () => Promise<void> } | undefined> {
  const found = await supportMessageById(db, job.messageId);
  if (!found) return undefined;
  const acknowledgement = job.kind === 'support-acknowledgement';
  // Noted as sent already: a retry of a job whose completion was lost, not a mail to send again.
  if (acknowledgement ? found.acknowledgedAt : found.handedOverAt) return undefined;
  const messageId = supportMessageId(found, acknowledgement ? 'acknowledgement' : 'copy', origin);
  const common = {
    origin: siteOrigin(origin),
    reference: supportReference(found.reference),
    dueAt: found.dueAt,
    timeZone: siteTimeZone(timeZone),
  };
  if (acknowledgement) {
    const mail = await renderMail(supportAcknowledgementMail, {
      ...common,
      eraseCode: siteCode(found.eraseCode),
    });
    return {
      message: { ...mail, to: found.email, messageId },
      sent: () => noteSupportMailSent(db, found.id, 'acknowledgement'),
    };
  }
  if (!inbox) return undefined;
  const mail = await renderMail(supportCopyMail, {
    ...common,
    name: found.name,
    email: found.email,
    phone: found.phone,
    message: found.message,
    receivedAt: found.receivedAt,
  });
  return {
    message: { ...mail, to: inbox, messageId },
    sent: () => noteSupportMailSent(db, found.id, 'copy'),
  };
}
