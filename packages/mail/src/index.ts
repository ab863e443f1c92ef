/**
 * Every e-mail the site's server sends: React Email templates, each rendered to HTML and to a
 * plain-text twin converted from the same tree, with the one-click unsubscribe headers. A mail to
 * an unconfirmed address carries only the site's own words (audience.ts).
 */
export {
  type SiteCode,
  siteCode,
  type SiteOrigin,
  siteOrigin,
  type SiteTimeZone,
  siteTimeZone,
  type SupportReference,
  supportReference,
} from './audience';
export { type ConfirmationProps, confirmationMail } from './confirmation';
export { type InvitationProps, invitationMail } from './invitation';
export { type MailMessage, renderMail } from './render-mail';
export { MAIL_SAMPLES, type MailSample } from './samples';
export { type StandingProps, standingMail } from './standing';
export {
  type SupportAcknowledgementProps,
  supportAcknowledgementMail,
} from './support-acknowledgement';
export { type SupportCopyProps, supportCopyMail } from './support-copy';
