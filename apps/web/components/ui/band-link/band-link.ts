import styled from 'styled-components';

import { Link } from '@/components/ui/link/link';
import { theme } from '@/styles/tokens';

/** The centred link that closes a band and leads on (to the API page, to onboarding). */
export const BandLink = styled(Link)<{ $space?: 8 | 10 }>`
  display: block;
  margin-top: ${({ $space = 8 }) => theme.space[$space]};
  text-align: center;
  font-weight: ${theme.weight.bold};
  color: ${theme.color.primary};
  text-underline-offset: 4px;
`;
