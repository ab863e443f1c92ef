import { css } from 'styled-components';

import { theme } from '@/styles/tokens';

/** The tooltip of a TooltipButton: above its button, shown on hover and keyboard focus. */
export const tooltipStyles = css`
  position: relative;
  display: inline-grid;
  [role='tooltip'] {
    position: absolute;
    bottom: calc(100% + ${theme.space[3]});
    left: 50%;
    z-index: ${theme.z.tooltip};
    width: max-content;
    max-width: 16rem;
    padding: ${theme.space[2]} ${theme.space[3]};
    border-radius: ${theme.radius.md};
    background: ${theme.color.night};
    color: ${theme.color.onNight};
    font-size: ${theme.text.sm};
    font-weight: ${theme.weight.medium};
    text-align: center;
    box-shadow: ${theme.shadow.md};
    opacity: 0;
    visibility: hidden;
    transform: translate(-50%, 4px);
    transition:
      opacity ${theme.motion.fast} ease,
      transform ${theme.motion.fast} ease,
      visibility 0s linear ${theme.motion.fast};
    pointer-events: none;
  }
  &:not([data-dismissed='true']):hover [role='tooltip'],
  &:not([data-dismissed='true']) button:focus-visible + [role='tooltip'] {
    opacity: 1;
    visibility: visible;
    transform: translate(-50%, 0);
    transition:
      opacity ${theme.motion.fast} ease,
      transform ${theme.motion.fast} ease;
  }
`;
