import styled from 'styled-components';

import { media, theme } from '@/styles/tokens';

type Columns = 2 | 3 | 4;

export interface CardGridProps {
  /** Columns from the tablet width (768 px) up; one column below it. */
  $md?: Columns;
  /** Columns from the laptop width (1024 px) up. */
  $lg?: Columns;
  /** Columns from the desktop width (1280 px) up. */
  $xl?: Columns;
  /** The gap between cards, a step of the spacing scale. */
  $gap?: 5 | 6;
}

const columns = (count: Columns | undefined) =>
  count ? `grid-template-columns: repeat(${count}, minmax(0, 1fr));` : '';

/**
 * The responsive grid of cards: one column on a phone, more as the screen widens. A list, so
 * screen readers announce how many cards there are; it drops the bullets.
 */
export const CardGrid = styled.ul<CardGridProps>`
  display: grid;
  gap: ${({ $gap = 6 }) => theme.space[$gap]};
  list-style: none;
  ${media.md} {
    ${({ $md }) => columns($md)}
  }
  ${media.lg} {
    ${({ $lg }) => columns($lg)}
  }
  ${media.xl} {
    ${({ $xl }) => columns($xl)}
  }
`;
