import { css } from 'styled-components';

import { theme } from '@/styles/tokens';

/** A copy button's pill: the waitlist's personal link and the API page's snippets share it, each
 * in its own colours. For `styled(CopyButton)` (a client leaf): applied to its `button`. */
export const copyPill = ({
  border,
  background,
  color,
}: {
  border: string;
  background: string;
  color: string;
}) => css`
  button {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[2]};
    min-height: ${theme.size.tap};
    padding: 0 ${theme.space[4]};
    border: 1px solid ${border};
    border-radius: ${theme.radius.pill};
    background: ${background};
    color: ${color};
    font-weight: ${theme.weight.semibold};
    white-space: nowrap;
    cursor: pointer;
  }
`;
