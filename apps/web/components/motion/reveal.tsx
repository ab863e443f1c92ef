'use client';

import { TIMINGS } from '@brp/core/constants';
import { LazyMotion, m, useInView, useReducedMotion } from 'framer-motion';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

interface RevealProps {
  children: ReactNode;
  /** The share of the block that must be visible before it animates in: 0.2, or 0.1 for tall ones. */
  amount?: number;
  delay?: number;
  className?: string;
}

// The animation engine is fetched on first use, not in the first load: pages without a Reveal
// never download framer-motion at all.
const loadFeatures = () => import('./motion-features').then((module) => module.default);

const shown = { opacity: 1, y: 0 };
const hidden = { opacity: 0, y: 24 };

/**
 * Fades a block in, once, as it scrolls into view. It hides only what is still below the fold when
 * the page becomes interactive, so content is never invisible without JavaScript, the largest
 * paint is never delayed, and nothing flashes. Reduced motion: no animation at all.
 */
export function Reveal({
  children,
  amount = TIMINGS.revealThreshold,
  delay = 0,
  className,
}: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const reduceMotion = useReducedMotion();
  const inView = useInView(ref, { once: true, amount });
  const [armed, setArmed] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (element && !reduceMotion && element.getBoundingClientRect().top > window.innerHeight)
      setArmed(true);
  }, [reduceMotion]);

  const waiting = armed && !inView;
  return (
    <LazyMotion features={loadFeatures} strict>
      <m.div
        ref={ref}
        className={className}
        initial={false}
        animate={waiting ? hidden : shown}
        transition={waiting ? { duration: 0 } : { duration: 0.6, delay, ease: [0.2, 0.8, 0.2, 1] }}
      >
        {children}
      </m.div>
    </LazyMotion>
  );
}
