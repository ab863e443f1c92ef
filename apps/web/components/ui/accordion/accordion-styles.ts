import { TIMINGS } from '@brp/core/constants';
import styled from 'styled-components';

import { media, theme } from '@/styles/tokens';

const duration = `${TIMINGS.accordionMs}ms`;

export const List = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  max-width: 48rem;
  margin: 0 auto;
`;

/**
 * One question: a native `<details>`. Its panel opens in 0.3 s by animating the browser's own
 * `::details-content` box to its natural height; browsers without that pseudo-element open it at
 * once, which loses only the animation.
 */
export const Item = styled.details`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  interpolate-size: allow-keywords;
  transition:
    border-color ${theme.motion.fast} ease,
    box-shadow ${theme.motion.fast} ease;

  &[open] {
    border-color: ${theme.color.primary};
    box-shadow: ${theme.shadow.md};
  }
  &::details-content {
    block-size: 0;
    overflow-y: clip;
    transition:
      block-size ${duration} ease,
      content-visibility ${duration} allow-discrete;
  }
  &[open]::details-content {
    block-size: auto;
  }
  ${media.reducedMotion} {
    &::details-content {
      transition: none;
    }
  }
`;

export const Summary = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
  min-height: 3.5rem;
  padding: ${theme.space[4]} ${theme.space[5]};
  border-radius: inherit;
  font-weight: ${theme.weight.bold};
  list-style: none;
  cursor: pointer;

  &::-webkit-details-marker {
    display: none;
  }
`;

export const Title = styled.h3`
  font-size: ${theme.text.lg};
  letter-spacing: -0.01em;
`;

export const Chevron = styled.span`
  flex: none;
  width: 0.7rem;
  height: 0.7rem;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: rotate(45deg) translateY(-2px);
  transition: transform ${duration} ease;

  details[open] & {
    transform: rotate(225deg) translateY(-2px);
  }
`;

export const Panel = styled.div`
  padding: 0 ${theme.space[5]} ${theme.space[5]};
  color: ${theme.color.inkMuted};
`;
