import { createGlobalStyle } from 'styled-components';

import { BRAND_FONT_ATTRIBUTE } from './brand-font';
import { jakartaFallbackFace } from './fonts';
import { media, rootDeclarations, theme } from './tokens';

/** Base styles: the token variables, a light reset, typography, focus and motion preferences. */
export const GlobalStyles = createGlobalStyle`
  ${jakartaFallbackFace}

  :root {
    ${rootDeclarations}
    color-scheme: light;
  }

  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-behavior: smooth;
    /* Anchored sections land below the fixed top bar. */
    scroll-padding-top: calc(${theme.size.topBar} + ${theme.space[2]});
  }

  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${theme.font.sans};
    font-size: ${theme.text.md};
    line-height: ${theme.leading.normal};
    color: ${theme.color.ink};
    background: ${theme.color.surface};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }

  html[${BRAND_FONT_ATTRIBUTE}] body {
    font-family: var(--font-jakarta), ${theme.font.sans};
  }

  h1, h2, h3, h4 {
    margin: 0;
    line-height: ${theme.leading.tight};
    letter-spacing: -0.02em;
    font-weight: ${theme.weight.heavy};
  }

  /* Balanced wrapping is a layout pass per element, so it is kept to the few
     large headings where a lone last word shows; on every card title and
     paragraph it cost about a third of the home page's blocking time. */
  h1, h2 { text-wrap: balance; }

  p { margin: 0; }
  ul, ol { margin: 0; padding: 0; }
  img, svg, video { display: block; max-width: 100%; height: auto; }
  button, input, select, textarea { font: inherit; color: inherit; }
  a { color: inherit; }

  :focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 3px;
    border-radius: ${theme.radius.sm};
  }

  ::selection { background: ${theme.color.primarySoft}; }

  /* The site's content width: Container (components/ui/section) renders it. */
  .container {
    width: 100%;
    max-width: ${theme.size.content};
    margin: 0 auto;
    padding: 0 ${theme.space.gutter};
  }

  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px;
    margin: -1px; padding: 0; border: 0;
    overflow: hidden; clip-path: inset(50%); white-space: nowrap;
  }

  /* Out of sight until a keyboard user tabs to it, then above everything, top left. */
  .skip-link {
    position: fixed;
    top: ${theme.space[2]};
    left: ${theme.space[2]};
    z-index: calc(${theme.z.menu} + 1);
    padding: ${theme.space[3]} ${theme.space[4]};
    border-radius: ${theme.radius.md};
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
    font-weight: ${theme.weight.semibold};
    text-decoration: none;
    transform: translateY(calc(-100% - ${theme.space[4]}));
  }
  .skip-link:focus { transform: none; }

  ${media.reducedMotion} {
    html { scroll-behavior: auto; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
