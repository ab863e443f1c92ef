import { TIMINGS } from '@brp/core/constants';
import { css } from 'styled-components';

import { theme } from '@/styles/tokens';

/** The look of an Accordion: bordered items, a rotating chevron, panels that open in 0.3 s. */
export const accordionStyles = css`
  display: grid;
  gap: ${theme.space[3]};

  [data-part='item'] {
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.lg};
    background: ${theme.color.surface};
    transition:
      border-color ${theme.motion.fast} ease,
      box-shadow ${theme.motion.fast} ease;
    &[data-open='true'] {
      border-color: ${theme.color.primary};
      box-shadow: ${theme.shadow.md};
    }
  }
  [data-part='heading'] {
    font-size: ${theme.text.lg};
    letter-spacing: -0.01em;
  }
  [data-part='heading'] button {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[4]};
    width: 100%;
    min-height: 3.5rem;
    padding: ${theme.space[4]} ${theme.space[5]};
    border: 0;
    background: none;
    font-weight: ${theme.weight.bold};
    text-align: left;
    cursor: pointer;
  }
  [data-part='chevron'] {
    flex: none;
    width: 0.7rem;
    height: 0.7rem;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg) translateY(-2px);
    transition: transform ${TIMINGS.accordionMs}ms ease;
  }
  [data-open='true'] [data-part='chevron'] {
    transform: rotate(225deg) translateY(-2px);
  }
  [data-part='panel'] {
    display: grid;
    grid-template-rows: 0fr;
    transition: grid-template-rows ${TIMINGS.accordionMs}ms ease;
  }
  [data-open='true'] [data-part='panel'] {
    grid-template-rows: 1fr;
  }
  [data-part='panel-inner'] {
    overflow: hidden;
    padding: 0 ${theme.space[5]};
    color: ${theme.color.inkMuted};
  }
  [data-open='true'] [data-part='panel-inner'] {
    padding-bottom: ${theme.space[5]};
  }
`;
