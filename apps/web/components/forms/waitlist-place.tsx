'use client';

import styled from 'styled-components';

import { CopyButton } from '@/components/ui/copy-button/copy-button';
import { copyPill } from '@/components/ui/copy-button/copy-pill-styles';
import type { SignupAnswer } from '@/lib/waitlist/signup';
import { theme } from '@/styles/tokens';

const Place = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  justify-items: center;
  padding-top: ${theme.space[4]};
  border-top: 1px solid ${theme.color.border};
`;

const PlaceNumber = styled.strong`
  font-size: ${theme.text.h3};
  font-weight: ${theme.weight.heavy};
  color: ${theme.color.ink};
`;

const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  justify-content: center;
  width: 100%;
`;

const LinkField = styled.input`
  flex: 1 1 16rem;
  min-width: 0;
  max-width: 26rem;
  min-height: ${theme.size.tap};
  padding: 0 ${theme.space[3]};
  border: 1px solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.ink};
  font: inherit;
  font-size: ${theme.text.sm};
`;

const Copy = styled(CopyButton)`
  ${copyPill({
    border: theme.color.success,
    background: theme.color.surface,
    color: theme.color.success,
  })}
`;

const Hint = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.text.sm};
`;

/**
 * The visitor's place in line and their personal link (loaded only once a signup is answered).
 * Everyone who joins through the link moves them up (the rule: docs/waitlist.md).
 */
export default function WaitlistPlaceAndLink({ answer }: { answer: SignupAnswer }) {
  const link = new URL(answer.referralPath, window.location.origin).href;
  return (
    <Place>
      <p>
        You&apos;re <PlaceNumber>number {answer.place.toLocaleString('en-US')}</PlaceNumber> in
        line.
      </p>
      <Hint>Share your link: everyone who joins through it moves you up the line.</Hint>
      <LinkRow>
        <LinkField
          readOnly
          value={link}
          aria-label="Your referral link"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Copy text={link} label="Copy link" />
      </LinkRow>
    </Place>
  );
}
