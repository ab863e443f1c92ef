import { Box, rem, Text, useTheme_v2 } from '@sanity/ui';
import type { ReactNode } from 'react';

import { StyledTable, VisuallyHidden } from './styles';

/**
 * A table that scrolls sideways on its own when it is wider than the tool, reachable by keyboard
 * (a focusable region) since it may hold nothing else to tab to.
 */
export function Table({ label, children }: { label: string; children: ReactNode }) {
  const { space } = useTheme_v2();
  return (
    <Box overflow="auto" role="region" aria-label={label} tabIndex={0}>
      <StyledTable $cellPadding={String(rem(space[2] ?? 0))} aria-label={label}>
        {children}
      </StyledTable>
    </Box>
  );
}

export function HeaderCell({ children, numeric }: { children: ReactNode; numeric?: boolean }) {
  return (
    <th scope="col" data-numeric={numeric ? '' : undefined}>
      <Text size={1} weight="semibold">
        {children}
      </Text>
    </th>
  );
}

export function Cell({
  children,
  numeric,
  nowrap,
}: {
  children: ReactNode;
  numeric?: boolean;
  /** Kept on one line, like a number: a code that a break would misread (`S-7K4Q2X`). */
  nowrap?: boolean;
}) {
  return (
    <td data-numeric={numeric ? '' : undefined} data-nowrap={nowrap ? '' : undefined}>
      <Text size={1}>{children}</Text>
    </td>
  );
}

/** The header of the column of row buttons: named for screen readers, blank to the eye. */
export function ActionsHeaderCell() {
  return (
    <th scope="col">
      <VisuallyHidden>Actions</VisuallyHidden>
    </th>
  );
}

/** A moment as its UTC day and minute (`2026-11-27 23:49`). */
export const utcMinute = (iso: string) => iso.slice(0, 16).replace('T', ' ');

export function MinuteCell({ iso }: { iso: string }) {
  return (
    <Cell>
      <time dateTime={iso}>{utcMinute(iso)}</time>
    </Cell>
  );
}
