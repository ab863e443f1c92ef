import styled from 'styled-components';

import { theme } from '@/styles/tokens';

/** The raised card a form sits on, on the landing page and on the contact page alike. */
export const FormPanel = styled.div`
  max-width: 44rem;
  margin: 0 auto;
  padding: ${theme.space[8]} ${theme.space[6]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.xl};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.lg};
`;
