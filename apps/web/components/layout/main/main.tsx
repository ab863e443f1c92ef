import styled from 'styled-components';

import { theme } from '@/styles/tokens';

/** The page's main landmark, pushed down by the height of the fixed top bar it scrolls under. */
export const Main = styled.main`
  padding-top: ${theme.size.topBar};
`;
