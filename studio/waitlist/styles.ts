import { styled } from 'styled-components';

/**
 * Rules between rows in the card's own border colour, so the table reads in light and dark
 * schemes alike; the padding is the theme's, handed in as a transient prop.
 */
export const StyledTable = styled.table<{ $cellPadding: string }>`
  /* The containing block of the visually hidden header text (position: absolute): without it,
     that text escapes the table's sideways-scrolling region and widens the whole page on a phone. */
  position: relative;
  border-collapse: collapse;
  width: 100%;

  & th,
  & td {
    padding: ${({ $cellPadding }) => $cellPadding};
    border-bottom: 1px solid var(--card-border-color);
    text-align: start;
    vertical-align: middle;
  }

  & td[data-numeric],
  & th[data-numeric] {
    text-align: end;
  }

  /* Headings, dates and numbers stay on one line: on a phone the table scrolls sideways, and
     squeezed to its narrowest it would break a date at its hyphens and stack every heading. */
  & th,
  & td[data-numeric],
  & td[data-nowrap],
  & time {
    white-space: nowrap;
  }
`;

/** Read by screen readers, not drawn: the chart's numbers as a table. */
export const VisuallyHidden = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** Bars stretch to the card's width; their colour is the theme's accent. */
export const ChartSvg = styled.svg`
  display: block;
  width: 100%;
  color: var(--card-focus-ring-color);
`;

/** A chart's numbers as a table, behind a summary anyone can open. */
export const NumbersDisclosure = styled.details`
  & > summary {
    cursor: pointer;
    padding-block: 4px;
    color: var(--card-fg-color);
    font-size: 0.8125rem;
    font-weight: 600;
  }
`;

/** A legend's mark: the chart's accent filled or outlined, or a colour of its own. */
export const Swatch = styled.span<{ $outline?: boolean; $color?: string }>`
  display: inline-block;
  width: 12px;
  height: 12px;
  border-radius: 2px;
  border: 2px solid ${({ $color }) => $color ?? 'var(--card-focus-ring-color)'};
  background: ${({ $outline, $color }) =>
    $outline ? 'transparent' : ($color ?? 'var(--card-focus-ring-color)')};
`;

/** A message as its sender wrote it: their line breaks kept, a long address or link wrapped. */
export const PreservedLines = styled.span`
  display: block;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** Facts about one record, each name beside its value; the values wrap, the names do not. */
export const Facts = styled.dl<{ $gap: string }>`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ $gap }) => $gap};
  margin: 0;

  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
