'use client';

import { TIMINGS } from '@brp/core/constants';
import { LazyMotion, m } from 'framer-motion';
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
  const [armed, setArmed] = useState(false);
  const [inView, setInView] = useState(false);

  // Native observers rather than framer-motion's hooks: they keep the first load smaller.
  useLayoutEffect(() => {
    const element = ref.current;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!element || reduceMotion || element.getBoundingClientRect().top <= window.innerHeight)
      return;
    setArmed(true);
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        setInView(true);
        observer.disconnect();
      },
      { threshold: amount },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [amount]);

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
