import styled from 'styled-components';

import { theme } from '@/styles/tokens';

/**
 * Long-form text (articles, policies), centred: a readable measure, rhythm and link styles. Use it
 * as it is rather than extending it: styled-components gives an extended component's base rules
 * zero specificity (`:where()`), and the global resets of p, h2 and ul would then win.
 */
export const Prose = styled.div`
  max-width: ${theme.size.prose};
  margin: 0 auto;
  font-size: ${theme.text.lg};
  line-height: 1.75;
  > * + * {
    margin-top: ${theme.space[5]};
  }
  h2 {
    margin-top: ${theme.space[12]};
    font-size: ${theme.text.h3};
  }
  h3 {
    margin-top: ${theme.space[8]};
    font-size: ${theme.text.xl};
  }
  ul,
  ol {
    padding-left: ${theme.space[6]};
    display: grid;
    gap: ${theme.space[2]};
  }
  a {
    color: ${theme.color.primary};
    font-weight: ${theme.weight.semibold};
    text-underline-offset: 3px;
  }
  blockquote {
    margin: ${theme.space[8]} 0;
    padding: ${theme.space[2]} 0 ${theme.space[2]} ${theme.space[6]};
    border-left: 4px solid ${theme.color.primary};
    font-size: ${theme.text.xl};
    font-weight: ${theme.weight.semibold};
    color: ${theme.color.ink};
  }
  figure {
    margin: ${theme.space[10]} 0;
  }
  figure img {
    width: 100%;
    height: auto;
    border-radius: ${theme.radius.lg};
  }
  figcaption {
    margin-top: ${theme.space[3]};
    font-size: ${theme.text.sm};
    color: ${theme.color.inkMuted};
    text-align: center;
  }
  strong {
    color: ${theme.color.ink};
  }
`;
