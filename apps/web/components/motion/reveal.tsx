import { TIMINGS } from '@brp/core/constants';
import type { CSSProperties, ReactNode } from 'react';
import styled from 'styled-components';

import { theme } from '@/styles/tokens';

interface RevealProps {
  children: ReactNode;
  /** The share of the block that must be visible before it plays: 0.2, or 0.1 for tall ones. */
  amount?: number;
  /** Seconds to wait before fading in, to stagger the cards of a row. */
  delay?: number;
  className?: string;
}

// Hidden only while the page's script (reveals.tsx) says it is waiting below the fold; the
// transition plays on the way back to `shown`. Under reduced motion none of this applies.
const Root = styled.div`
  @media (prefers-reduced-motion: no-preference) {
    transition-property: opacity, transform;
    transition-duration: 0.6s;
    transition-timing-function: ${theme.motion.ease};
    transition-delay: var(--reveal-delay, 0s);

    &[data-reveal='waiting'] {
      opacity: 0;
      transform: translateY(24px);
      transition: none;
    }
  }
`;

/**
 * Fades a block in, once, as it scrolls into view: drawn on the server, played by CSS, started by
 * one script for the whole page (Reveals, in the root layout). It hides only what is still below
 * the fold when the page becomes interactive, so the largest paint never waits for it and nothing
 * flashes.
 */
export function Reveal({ children, amount, delay, className }: RevealProps) {
  const style = delay ? ({ '--reveal-delay': `${delay}s` } as CSSProperties) : undefined;
  return (
    <Root
      className={className}
      style={style}
      data-reveal="shown"
      data-reveal-amount={amount && amount !== TIMINGS.revealThreshold ? amount : undefined}
    >
      {children}
    </Root>
  );
}
