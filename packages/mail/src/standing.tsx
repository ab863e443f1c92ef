import type { AreaProgress } from '@brp/core/area-progress';
import { referralPath, statusPath } from '@brp/core/waitlist-mail';

import type { SiteCode } from './audience';
import { Action, InlineLink, Paragraph } from './parts';
import { mailToConfirmed, type WaitlistMailBase } from './template';
import { leaveTheWaitlist, oneClickLeave } from './waitlist-parts';

/** The standing mail's props: it goes to a confirmed address, so it may greet its owner. */
export interface StandingProps extends WaitlistMailBase {
  /** The name as its owner typed it. */
  name: string;
  place: number;
  /** Their own area's progress, in marketing's words (@brp/core/area-progress); none where they
   * have no area. */
  area?: AreaProgress;
  /** How many places a confirmed friend moves them up (REFERRAL_BONUS in @brp/db). */
  referralBonus: number;
  referralCode: SiteCode;
  /** The private code of their status page. */
  statusCode: SiteCode;
}

/** The person's place, their own link to share, and their private status link. */
export const standingMail = mailToConfirmed<StandingProps>({
  erase: leaveTheWaitlist,
  headers: oneClickLeave,
  subject: ({ place }) => `You're number ${place} on the waitlist`,
  preview: ({ referralBonus }) =>
    `Each friend who joins through your link and confirms moves you ${referralBonus} places up.`,
  body: ({ origin, name, place, area, referralBonus, referralCode, statusCode }) => {
    const referral = `${origin}${referralPath(referralCode)}`;
    return (
      <>
        <Paragraph>Hello {name},</Paragraph>
        <Paragraph>
          Your address is confirmed: you are number {place} in line for the neighbourhood pilot.
        </Paragraph>
        {area && (
          <Paragraph>
            <strong>{area.heading}</strong>
            <br />
            {area.kind === 'counts' && (
              <>
                {area.counts}
                <br />
              </>
            )}
            {area.sentence}
          </Paragraph>
        )}
        <Paragraph>
          Share your own link: each friend who joins through it and confirms moves you{' '}
          {referralBonus} places up. <InlineLink href={referral}>{referral}</InlineLink>
        </Paragraph>
        <Paragraph>
          Your place changes as friends join. See it any time on your private status page (keep this
          link to yourself):
        </Paragraph>
        <Action href={`${origin}${statusPath(statusCode)}`}>See my place</Action>
      </>
    );
  },
});
