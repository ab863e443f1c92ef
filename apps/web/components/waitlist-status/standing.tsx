import type { AreaProgress as Progress } from '@brp/core/area-progress';
import { referralPath } from '@brp/core/waitlist-mail';
import styled from 'styled-components';

import { theme } from '@/styles/tokens';

import { AreaProgress } from './area-progress';
import { ShareLink } from './share-link';

const Place = styled.p`
  font-size: ${theme.text.lg};
  text-align: center;
`;

const PlaceNumber = styled.strong`
  display: block;
  font-size: ${theme.text.h2};
  font-weight: ${theme.weight.heavy};
  color: ${theme.color.ink};
`;

/** A part of the status page below the place, set off by a rule (also nominate-shop.tsx). */
export const Block = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  justify-items: center;
  padding-top: ${theme.space[5]};
  margin-top: ${theme.space[5]};
  border-top: 1px solid ${theme.color.border};
  text-align: center;
`;

const Hint = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.text.sm};
`;

const ShareList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  justify-content: center;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.size.tap};
    padding: 0 ${theme.space[4]};
    border: 1px solid ${theme.color.borderStrong};
    border-radius: ${theme.radius.pill};
    color: ${theme.color.ink};
    font-weight: ${theme.weight.semibold};
    text-decoration: none;
    overflow-wrap: anywhere;
  }

  a:hover {
    border-color: ${theme.color.ink};
  }
`;

interface StandingProps {
  origin: string;
  place: number;
  /** Their own area's progress; none where they have no area. */
  area?: Progress;
  referralBonus: number;
  referralCode: string;
  statusPath: string;
}

const INVITE = 'I joined the waitlist for the neighbourhood rewards pilot: join through my link.';

/** Where the e-mail, WhatsApp and X share links go, each with the invitation and the link. */
function shareTargets(link: string) {
  const text = encodeURIComponent(INVITE);
  const url = encodeURIComponent(link);
  return [
    {
      label: 'E-mail',
      href: `mailto:?subject=${encodeURIComponent('Join me on the waitlist')}&body=${text}%20${url}`,
    },
    { label: 'WhatsApp', href: `https://wa.me/?text=${text}%20${url}` },
    { label: 'X', href: `https://x.com/intent/post?text=${text}&url=${url}` },
  ];
}

/** A confirmed person's place, their link with ways to share it, and their status link. */
export function Standing({
  origin,
  place,
  area,
  referralBonus,
  referralCode,
  statusPath,
}: StandingProps) {
  const link = `${origin}${referralPath(referralCode)}`;
  return (
    <>
      <Place>
        You&apos;re <PlaceNumber>number {place.toLocaleString('en-US')}</PlaceNumber> in line.
      </Place>
      {area && <AreaProgress progress={area} />}
      <Block>
        <h2>Move up the line</h2>
        <Hint>
          Each friend who joins through your link and confirms moves you {referralBonus} places up.
        </Hint>
        <ShareLink link={link} text={INVITE} />
        <ShareList aria-label="Share your link">
          {shareTargets(link).map(({ label, href }) => (
            <li key={label}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {label}
              </a>
            </li>
          ))}
        </ShareList>
      </Block>
      <Block>
        <h2>Your status page</h2>
        <Hint>
          Come back to this page any time to see your place: it is private to you, so keep its link
          to yourself. We&apos;ve e-mailed it to you too.
        </Hint>
        <ShareList aria-label="Your status page">
          <li>
            <a href={statusPath}>{`${origin}${statusPath}`}</a>
          </li>
        </ShareList>
      </Block>
    </>
  );
}
