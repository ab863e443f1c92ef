import { REDEMPTION } from '@brp/core/constants';
import styled from 'styled-components';

import { BandLink } from '@/components/ui/band-link/band-link';
import { Band } from '@/components/page/blocks';
import { CardGrid } from '@/components/ui/card-grid/card-grid';
import { FeatureIcon, type FeatureIconName } from '@/components/ui/icon/feature-icon';
import { media, theme } from '@/styles/tokens';

import { UseCaseSlides } from './use-case-slides';

const TOKEN_TYPES: { title: string; icon: FeatureIconName; body: string }[] = [
  {
    title: 'Reward points',
    icon: 'currency',
    body: 'Fungible BRP, the shared currency: earned everywhere, worth the same everywhere.',
  },
  {
    title: 'Merchant-branded tokens',
    icon: 'token',
    body: 'A shop’s own token with its own earn rates, on top of the shared currency.',
  },
  {
    title: 'Gift-card NFTs',
    icon: 'badge',
    body: `Store credit you own and can give away, earning at a ${REDEMPTION.giftCardMultiplier}× multiplier.`,
  },
  {
    title: 'Single-use deal NFTs',
    icon: 'pos',
    body: 'A one-time offer that is spent when redeemed, so it cannot be copied or reused.',
  },
  {
    title: 'Achievement badges',
    icon: 'badge',
    body: 'Badge NFTs for milestones that unlock higher tiers and better perks.',
  },
  {
    title: 'Booster NFTs',
    icon: 'token',
    body: 'Time-limited boosts: double points, free items or discounts for a few days.',
  },
];

// Both faces are in the page for every reader; sighted visitors flip the card by hovering or
// focusing it, and under reduced motion the back fades in instead of turning.
const FlipCard = styled.li`
  perspective: 1000px;
  min-height: 13rem;
  border-radius: ${theme.radius.lg};
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 4px;
  }
  > div {
    position: relative;
    height: 100%;
    border-radius: inherit;
    min-height: inherit;
    transform-style: preserve-3d;
    transition: transform ${theme.motion.slow} ${theme.motion.ease};
  }
  &:hover > div,
  &:focus-visible > div {
    transform: rotateY(180deg);
  }
  [data-face] {
    position: absolute;
    inset: 0;
    display: grid;
    gap: ${theme.space[3]};
    align-content: center;
    justify-items: center;
    padding: ${theme.space[6]};
    border-radius: inherit;
    text-align: center;
    backface-visibility: hidden;
  }
  [data-face='front'] {
    border: 1px solid ${theme.color.border};
    background: ${theme.color.surface};
  }
  [data-face='back'] {
    transform: rotateY(180deg);
    background: linear-gradient(135deg, ${theme.color.primary}, ${theme.color.primaryDeep});
    color: ${theme.color.onPrimary};
  }
  h3 {
    font-size: ${theme.text.xl};
  }
  svg {
    width: 2.5rem;
    height: 2.5rem;
    color: ${theme.color.primary};
  }
  ${media.reducedMotion} {
    > div,
    &:hover > div,
    &:focus-visible > div {
      transform: none;
    }
    [data-face='back'] {
      transform: none;
      opacity: 0;
      transition: opacity ${theme.motion.base} ease;
    }
    &:hover [data-face='back'],
    &:focus-visible [data-face='back'] {
      opacity: 1;
    }
  }
`;

const Hint = styled.p`
  margin-top: ${theme.space[6]};
  text-align: center;
  color: ${theme.color.inkMuted};
`;

/** The six token types, as cards that turn over to explain themselves. */
export function TokenTypes() {
  return (
    <Band
      eyebrow="Token types"
      title="Six kinds of token, one wallet"
      lead="Blockchain-backed tokens that you own: they never expire and can be sent to anyone, peer to peer."
    >
      <CardGrid $md={2} $lg={3} $gap={5}>
        {TOKEN_TYPES.map((type) => (
          <FlipCard
            key={type.title}
            tabIndex={0}
            aria-label={type.title}
            aria-describedby={`token-${type.title.replace(/\W+/g, '-')}`}
          >
            <div>
              <div data-face="front" aria-hidden="true">
                <FeatureIcon name={type.icon} />
                <h3>{type.title}</h3>
              </div>
              <div data-face="back" id={`token-${type.title.replace(/\W+/g, '-')}`}>
                <p>{type.body}</p>
              </div>
            </div>
          </FlipCard>
        ))}
      </CardGrid>
      <Hint>Hover or focus a card to turn it over.</Hint>
    </Band>
  );
}

const USE_CASES = [
  {
    tag: 'Community',
    title: 'Badge trading',
    body: 'Regulars collect achievement badges across the neighbourhood and trade duplicates with each other, turning loyalty into a game people play together.',
  },
  {
    tag: 'Employers',
    title: 'A "go home early" NFT',
    body: 'A team hits its goal and every member receives a single-use token worth an hour off, redeemed with a tap and gone once used.',
  },
  {
    tag: 'Neighbourhoods',
    title: 'Community group-challenge badges',
    body: 'Shops on a street set a shared challenge (visit five local businesses this month) and everyone who completes it earns a badge that unlocks a tier.',
  },
];

export function UseCases() {
  return (
    <Band tone="muted" eyebrow="Use cases" title="What tokens make possible">
      <UseCaseSlides cases={USE_CASES} />
      <BandLink $space={10} href="/api">
        Developer Resources: API Docs &amp; SDK
      </BandLink>
    </Band>
  );
}
