'use client';

import { TIMINGS } from '@brp/core/constants';
import { usePathname } from 'next/navigation';
import { useLayoutEffect } from 'react';

/** The attribute a Reveal's block carries (reveal.tsx): `shown`, or `waiting` below the fold. */
const REVEAL = 'data-reveal';
/** The share of a block that must be visible before it plays, when not the usual 20 %. */
const AMOUNT = 'data-reveal-amount';

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
 * Where the screen the visitor lands on starts, from the top of the viewport. A link to a section
 * (`/#pricing`) lands there, but the browser may scroll to it only after hydration: blocks are
 * then judged against where that scroll will put the screen, not where the page stands yet. The
 * scroll stops short of the target by the page's scroll padding (the fixed top bar).
 */
function landingScreenTop(): number {
  const target = fragmentTarget();
  if (!target) return 0;
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  return target.getBoundingClientRect().top - padding;
}

/**
 * The one script behind every Reveal of the page: once the page is interactive, it marks the
 * blocks still below the screen the visitor lands on `waiting`, and each `shown` again as soon as
 * enough of it scrolls into view, with one IntersectionObserver per threshold for the whole page.
 * The fade itself is CSS (reveal.tsx). The server's HTML says `shown`, so nothing is hidden without
 * JavaScript, above the fold, or for visitors who prefer reduced motion. Renders nothing; it looks
 * again after each client-side navigation.
 */
export function Reveals() {
  const pathname = usePathname();
  // A layout effect, so a block is hidden before the first frame after hydration, never flashed.
  useLayoutEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const blocks = document.querySelectorAll<HTMLElement>(`[${REVEAL}="shown"]`);
    if (blocks.length === 0) return;
    // Every position is read before any block changes, so the page is laid out once for all.
    const screenTop = landingScreenTop();
    const below = [...blocks].filter(
      (block) => block.getBoundingClientRect().top - screenTop > window.innerHeight,
    );
    const observers = new Map<number, IntersectionObserver>();
    for (const block of below) {
      const amount = Number(block.getAttribute(AMOUNT) ?? TIMINGS.revealThreshold);
      let observer = observers.get(amount);
      if (!observer) {
        observer = new IntersectionObserver(
          (entries, self) => {
            for (const { isIntersecting, target } of entries) {
              if (!isIntersecting) continue;
              target.setAttribute(REVEAL, 'shown');
              self.unobserve(target);
            }
          },
          { threshold: amount },
        );
        observers.set(amount, observer);
      }
      block.setAttribute(REVEAL, 'waiting');
      observer.observe(block);
    }
    // Undone whole: a block no observer watches any more must not stay hidden. React runs this
    // effect twice on mounting in development (Strict Mode), and the second run looks for `shown`.
    return () => {
      observers.forEach((observer) => observer.disconnect());
      for (const block of below)
        if (block.getAttribute(REVEAL) === 'waiting') block.setAttribute(REVEAL, 'shown');
    };
  }, [pathname]);
  return null;
}
