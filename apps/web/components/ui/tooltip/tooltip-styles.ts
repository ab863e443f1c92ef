import { css } from 'styled-components';

import { theme } from '@/styles/tokens';

/**
 * The tooltip of a TooltipButton: above its button, shown on hover, keyboard focus and a tap. It
 * is two boxes: the span after the button places it and never changes, the [role='tooltip'] inside it is
 * the tooltip itself and fades in and out. Nothing transitions on the box that is placed: WebKit
 * (2.50) drops the transitions of a box with `position-try-fallbacks` and leaves it at its style
 * from before them, a tooltip stuck at opacity 0.
 *
 * Where the browser has all of CSS anchor positioning, `position-visibility` included, the tooltip
 * is fixed to the viewport and tethered to its button: centred over it, shifted sideways to stay
 * inside the viewport near an edge (`anchor-center` in a full-width area), and flipped below when
 * there is no room above. Fixed, a closed tooltip takes no room either, so it never widens the
 * page. WebKit has anchor positioning without `position-visibility`, and places a fixed anchored
 * box whose containing block is a transformed ancestor (a plan card lifting on hover, a block
 * fading in) as if that block were the viewport, shifted by the page's scroll; so it, like every
 * browser without anchor positioning, gets the tooltip centred above its button, as wide as the
 * viewport allows.
 */
export const tooltipStyles = css`
  position: relative;
  display: inline-grid;
  anchor-scope: --tooltip-button;
  button {
    anchor-name: --tooltip-button;
  }
  > span {
    position: absolute;
    bottom: calc(100% + ${theme.space[3]});
    left: 50%;
    z-index: ${theme.z.tooltip};
    width: max-content;
    max-width: min(16rem, calc(100vw - 2 * ${theme.space[4]}));
    transform: translateX(-50%);
    pointer-events: none;
  }
  [role='tooltip'] {
    display: block;
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
    transform: translateY(4px);
    transition:
      opacity ${theme.motion.fast} ease,
      transform ${theme.motion.fast} ease,
      visibility 0s linear ${theme.motion.fast};
  }
  @supports (anchor-name: --tooltip-button) and (position-visibility: always) {
    > span {
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
      transform: none;
    }
  }
  &:not([data-dismissed='true']):hover [role='tooltip'],
  &[data-tapped='true']:not([data-dismissed='true']) [role='tooltip'],
  &:not([data-dismissed='true']) button:focus-visible + span [role='tooltip'] {
    opacity: 1;
    visibility: visible;
    transform: none;
    transition:
      opacity ${theme.motion.fast} ease,
      transform ${theme.motion.fast} ease;
  }
`;

/**
 * Where the tooltip is not tethered (above), it is centred over its button, and reaches past the
 * screen's side when that button sits at it (a half-width button in a two-column grid on a
 * phone), widening the page even while closed. This opens it from the button's `edge` instead.
 */
export const tooltipFromEdge = (edge: 'start' | 'end') => css`
  @supports not ((anchor-name: --tooltip-button) and (position-visibility: always)) {
    > span {
      ${edge === 'start' ? 'left: 0; right: auto;' : 'left: auto; right: 0;'}
      transform: none;
    }
  }
`;
