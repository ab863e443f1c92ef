import { css } from 'styled-components';

import { theme } from '@/styles/tokens';

/** The flat card the grids of cards share: padded, a hairline border, rounded, on the surface. */
export const cardSurface = css`
  padding: ${theme.space[6]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
`;

/** The small gold label that flags what is new or coming soon. */
export const goldPill = css`
  padding: 0.1rem ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.goldSoft};
  color: ${theme.color.onGold};
  font-size: ${theme.text.xs};
  font-weight: ${theme.weight.bold};
`;

/**
 * A card's heading link whose target is the whole card (the card is `position: relative`): the
 * link stays the heading's text, and keyboard focus rings the card, `ringOffset` from its edge.
 */
export const wholeCardLink = (ringOffset: string) => css`
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${theme.color.focus};
    outline-offset: ${ringOffset};
  }
`;
