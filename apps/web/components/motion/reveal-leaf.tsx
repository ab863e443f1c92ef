'use client';

import { TIMINGS } from '@brp/core/constants';
import { type ComponentPropsWithoutRef, useLayoutEffect, useRef, useState } from 'react';

type RevealLeafProps = ComponentPropsWithoutRef<'div'> & {
  /** The share of the block that must be visible before it plays: 0.2, or 0.1 for tall ones. */
  amount?: number;
};

/**
 * The only script behind a Reveal: marks the block `data-reveal="waiting"` if it is still below
 * the fold once the page is interactive, and `shown` as soon as enough of it scrolls into view.
 * The fade itself is CSS (reveal.tsx). The server's HTML says `shown`, so nothing is hidden
 * without JavaScript, above the fold, or for visitors who prefer reduced motion.
 */
export function RevealLeaf({ amount = TIMINGS.revealThreshold, ...props }: RevealLeafProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [waiting, setWaiting] = useState(false);

  // A layout effect, so a block is hidden before the first frame after hydration, never flashed.
  useLayoutEffect(() => {
    const element = ref.current;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!element || reduceMotion || element.getBoundingClientRect().top <= window.innerHeight)
      return;
    setWaiting(true);
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        setWaiting(false);
        observer.disconnect();
      },
      { threshold: amount },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [amount]);

  return <div ref={ref} {...props} data-reveal={waiting ? 'waiting' : 'shown'} />;
}
