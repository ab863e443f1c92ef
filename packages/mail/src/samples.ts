import { areaProgress, DEFAULT_AREA_SETTINGS } from '@brp/core/area-progress';
import { DEFAULT_INVITATION_WORDS, invitationFor } from '@brp/core/invitations';

import { siteCode, type SiteOrigin, siteTimeZone, supportReference } from './audience';
import { type ConfirmationProps, confirmationMail } from './confirmation';
import { type InvitationProps, invitationMail } from './invitation';
import { type MailMessage, renderMail } from './render-mail';
import { type StandingProps, standingMail } from './standing';
import {
  type SupportAcknowledgementProps,
  supportAcknowledgementMail,
} from './support-acknowledgement';
import { type SupportCopyProps, supportCopyMail } from './support-copy';
import type { Audience, MailBase, MailTemplate } from './template';

/** One template rendered with made-up values: for /dev/mail, and for the tests of every mail. */
export interface MailSample {
  /** What the mail is, as /dev/mail titles it. */
  name: string;
  audience: Audience;
  /** The mail, its links under `origin`. */
  render: (origin: SiteOrigin) => Promise<MailMessage>;
}

function sample<Props extends MailBase>(
  name: string,
  template: MailTemplate<Props>,
  props: (origin: SiteOrigin) => Props,
): MailSample {
  return {
    name,
    audience: template.audience,
    render: (origin) => renderMail(template, props(origin)),
  };
}

const LEAVE_CODE = siteCode('leavecodeleavecodeleavec');

/** A message received on a Friday evening, due the Wednesday after, in New York. */
const SUPPORT = {
  reference: supportReference('S-7K4Q2X'),
  dueAt: new Date('2026-12-10T04:59:59.999Z'),
  timeZone: siteTimeZone('America/New_York'),
};

/** Every mail the site sends, one sample each: a new template is listed here. */
export const MAIL_SAMPLES: MailSample[] = [
  sample<ConfirmationProps>('Confirmation', confirmationMail, (origin) => ({
    origin,
    leaveCode: LEAVE_CODE,
    token: siteCode('confirmtokenconfirmtoken'),
    confirmBy: new Date('2026-12-11T12:00:00Z'),
    type: 'user',
  })),
  sample<StandingProps>('Standing', standingMail, (origin) => ({
    origin,
    leaveCode: LEAVE_CODE,
    name: 'Grace Hopper',
    place: 12,
    area: areaProgress(
      { label: '97201', users: 37, vendors: 3 },
      { users: 50, vendors: 5 },
      DEFAULT_AREA_SETTINGS,
    ),
    referralBonus: 3,
    referralCode: siteCode('referralcodereferralcode'),
    statusCode: siteCode('statuscodestatuscodestat'),
  })),
  sample<InvitationProps>('Invitation', invitationMail, (origin) => ({
    origin,
    leaveCode: LEAVE_CODE,
    words: invitationFor(DEFAULT_INVITATION_WORDS, { name: 'Grace Hopper', area: '97201' }),
    token: siteCode('invitetokeninvitetokenin'),
  })),
  sample<SupportAcknowledgementProps>(
    'Support acknowledgement',
    supportAcknowledgementMail,
    (origin) => ({
      origin,
      ...SUPPORT,
      eraseCode: siteCode('erasecodeerasecodeerasec'),
    }),
  ),
  sample<SupportCopyProps>('Support message, the helpdesk’s copy', supportCopyMail, (origin) => ({
    origin,
    ...SUPPORT,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+1 555 0100',
    message: 'My points from Corner Bakery did not arrive.\n\nThe receipt is from Friday.',
    receivedAt: new Date('2026-12-04T23:30:00Z'),
  })),
];
