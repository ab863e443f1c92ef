'use client';

import { TIMINGS } from '@brp/core/constants';
import { type ComponentPropsWithoutRef, useLayoutEffect, useRef, useState } from 'react';

type RevealLeafProps = ComponentPropsWithoutRef<'div'> & {
  /** The share of the block that must be visible before it plays: 0.2, or 0.1 for tall ones. */
  amount?: number;
};

/** The element a URL's fragment names, if any (a malformed fragment names none). */
function fragmentTarget(): HTMLElement | null {
  try {
    const id = decodeURIComponent(window.location.hash.slice(1));
    return id ? document.getElementById(id) : null;
  } catch {
    return null;
  }
}

/**
 * Whether a block is on the screen the visitor lands on. A link to a section (`/#pricing`) lands
 * there, but the browser may scroll to it only after hydration: the block is then judged against
 * where that scroll will put the screen, not where the page stands yet.
 */
function onLandingScreen(element: HTMLElement): boolean {
  const target = fragmentTarget();
  // The scroll stops short of the target by the page's scroll padding (the fixed top bar).
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const screenTop = target ? target.getBoundingClientRect().top - padding : 0;
  return element.getBoundingClientRect().top - screenTop <= window.innerHeight;
}

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
    if (!element || reduceMotion || onLandingScreen(element)) return;
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
