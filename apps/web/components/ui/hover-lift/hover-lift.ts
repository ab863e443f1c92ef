import { css } from 'styled-components';

import { theme } from '@/styles/tokens';

/**
 * The rise of a card that leads somewhere: on hover, and when keyboard focus is inside it, so
 * keyboard users see what mouse users see. `lift` is how far it rises; `accent`, when given,
 * colours its border as it rises. Reduced motion drops the transition in the global styles.
 */
export const hoverLift = (lift: string, accent?: string) => css`
  transition:
    transform ${theme.motion.base} ${theme.motion.ease},
    box-shadow ${theme.motion.base} ease,
    border-color ${theme.motion.base} ease;
  &:hover,
  &:focus-within {
    transform: translateY(-${lift});
    ${accent ? `border-color: ${accent};` : ''}
    box-shadow: ${theme.shadow.lg};
  }
`;
