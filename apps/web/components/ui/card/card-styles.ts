import { css } from 'styled-components';

import { theme } from '@/styles/tokens';

/**
 * A card that rises when pointed at, and when keyboard focus is inside it, so keyboard users see
 * the same response as mouse users. `lift` is how far it rises; `accent` colours its border.
 */
export const interactiveCard = (lift: string, accent: string) => css`
  transition:
    transform ${theme.motion.base} ${theme.motion.ease},
    box-shadow ${theme.motion.base} ease,
    border-color ${theme.motion.base} ease;
  &:hover,
  &:focus-within {
    transform: translateY(-${lift});
    border-color: ${accent};
    box-shadow: ${theme.shadow.lg};
  }
`;

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
