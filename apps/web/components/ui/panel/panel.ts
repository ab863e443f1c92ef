import styled, { css } from 'styled-components';

import { theme } from '@/styles/tokens';

/** The raised white panel that frames a form, the calculator or the announcements. */
export const raisedPanel = css`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.xl};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.lg};
`;

/**
 * A raised panel centred in its band, at most `$width` wide (a form's reading width unless
 * told otherwise).
 */
export const Panel = styled.div<{ $width?: string }>`
  max-width: ${({ $width = '44rem' }) => $width};
  margin: 0 auto;
  padding: ${theme.space[8]} ${theme.space[6]};
  ${raisedPanel}
`;
