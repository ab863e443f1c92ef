import { css } from 'styled-components';

import { theme } from '@/styles/tokens';

/** The "← Back to …" link that opens an inner page or an article. */
export const backLinkStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.size.tap};
  font-weight: ${theme.weight.semibold};
  color: ${theme.color.primary};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;
