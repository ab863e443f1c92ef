import styled from 'styled-components';

import { CardGrid } from '@/components/ui/card-grid/card-grid';
import { FeatureIcon, type FeatureIconName } from '@/components/ui/icon/feature-icon';
import { media, theme } from '@/styles/tokens';
import { Band } from '@/components/page/blocks';

import { type Block, sectionHeading } from '../shared/block';

interface FlipCardItem {
  title: string;
  icon: FeatureIconName;
  body: string;
}

// Both faces are in the page for every reader; sighted visitors flip the card by hovering or
// focusing it, and under reduced motion the back fades in instead of turning. CSS only: no script.
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

const backId = (title: string) => `token-${title.replace(/\W+/g, '-')}`;

/** Cards that turn over to explain themselves (the token types), and the hint saying how. */
function FlipCards({ cards, hint }: { cards: FlipCardItem[]; hint?: string }) {
  return (
    <>
      <CardGrid $md={2} $lg={3} $gap={5}>
        {cards.map((card) => (
          <FlipCard
            key={card.title}
            tabIndex={0}
            aria-label={card.title}
            aria-describedby={backId(card.title)}
          >
            <div>
              <div data-face="front" aria-hidden="true">
                <FeatureIcon name={card.icon} />
                <h3>{card.title}</h3>
              </div>
              <div data-face="back" id={backId(card.title)}>
                <p>{card.body}</p>
              </div>
            </div>
          </FlipCard>
        ))}
      </CardGrid>
      {hint ? <Hint>{hint}</Hint> : null}
    </>
  );
}

/** The flipCards block: its heading, then what it holds. */
export function FlipCardsBlock({ block }: { block: Block<'flipCards'> }) {
  return (
    <Band {...sectionHeading(block)}>
      <FlipCards cards={block.cards} hint={block.hint} />
    </Band>
  );
}
