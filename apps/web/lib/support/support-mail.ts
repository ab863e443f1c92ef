import {
  type Database,
  noteSupportMailSent,
  supportMessageById,
  type SupportMailJob,
} from '@brp/db';
import {
  type MailMessage,
  renderMail,
  siteCode,
  siteOrigin,
  siteTimeZone,
  supportAcknowledgementMail,
  supportCopyMail,
  supportReference,
} from '@brp/mail';

export interface SupportMailSettings {
  /** The site's public origin: every link in a mail starts with it. */
  origin: string;
  /** The helpdesk or shared inbox (SUPPORT_INBOX); undefined: no copies go. */
  inbox: string | undefined;
  /** The team's time zone, in which dates are told. */
  timeZone: string;
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
): Promise<{ message: MailMessage & { to: string }; sent: () => Promise<void> } | undefined> {
  const found = await supportMessageById(db, job.messageId);
  if (!found) return undefined;
  const common = {
    origin: siteOrigin(origin),
    reference: supportReference(found.reference),
    dueAt: found.dueAt,
    timeZone: siteTimeZone(timeZone),
  };
  if (job.kind === 'support-acknowledgement') {
    const mail = await renderMail(supportAcknowledgementMail, {
      ...common,
      eraseCode: siteCode(found.eraseCode),
    });
    return {
      message: { ...mail, to: found.email },
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
    message: { ...mail, to: inbox },
    sent: () => noteSupportMailSent(db, found.id, 'copy'),
  };
}
