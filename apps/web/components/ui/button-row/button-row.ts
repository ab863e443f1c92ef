import styled from 'styled-components';

import { theme } from '@/styles/tokens';

/** A row of calls to action that wraps onto a new line when the screen is narrow. */
export const ButtonRow = styled.div<{ $align?: 'start' | 'center' }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: ${({ $align = 'start' }) => ($align === 'center' ? 'center' : 'normal')};
  gap: ${theme.space[3]};
`;
