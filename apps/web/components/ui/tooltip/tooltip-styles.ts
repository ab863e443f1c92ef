import { css } from 'styled-components';

import { theme } from '@/styles/tokens';

/**
 * The tooltip of a TooltipButton: above its button, shown on hover and keyboard focus. Where the
 * browser has CSS anchor positioning, the tooltip is fixed to the viewport and tethered to its
 * button: centred over it, shifted sideways to stay inside the viewport near an edge
 * (`anchor-center` in a full-width area), and flipped below when there is no room above. Fixed, a
 * closed tooltip takes no room either, so it never widens the page. Elsewhere it sits centred above
 * its button, as wide as the viewport allows.
 */
export const tooltipStyles = css`
  position: relative;
  display: inline-grid;
  anchor-scope: --tooltip-button;
  button {
    anchor-name: --tooltip-button;
  }
  [role='tooltip'] {
    position: absolute;
    bottom: calc(100% + ${theme.space[3]});
    left: 50%;
    z-index: ${theme.z.tooltip};
    width: max-content;
    max-width: min(16rem, calc(100vw - 2 * ${theme.space[4]}));
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
  @supports (anchor-name: --tooltip-button) {
    [role='tooltip'] {
      position: fixed;
      position-anchor: --tooltip-button;
      inset: auto;
      position-area: top span-all;
      justify-self: anchor-center;
      position-try-fallbacks: flip-block;
      /* Shown whenever it is asked for, even while its button is partly clipped mid-animation. */
      position-visibility: always;
      margin: 0 ${theme.space[2]} ${theme.space[3]};
      max-width: 16rem;
      transform: translateY(4px);
    }
  }
  &:not([data-dismissed='true']):hover [role='tooltip'],
  &:not([data-dismissed='true']) button:focus-visible + [role='tooltip'] {
    opacity: 1;
    visibility: visible;
    transform: translate(-50%, 0);
    transition:
      opacity ${theme.motion.fast} ease,
      transform ${theme.motion.fast} ease;
    @supports (anchor-name: --tooltip-button) {
      transform: none;
    }
  }
`;
