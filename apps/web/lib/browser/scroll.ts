import { TIMINGS } from '@brp/core/constants';

import { webStorage } from './storage';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls the window to `top` over `durationMs` with an ease-in-out curve, or at once when the
 * visitor prefers reduced motion. CSS smooth scrolling cannot be timed, and the spec times these.
 * framer-motion drives the curve; it is fetched on the first scroll, not in the first load.
 */
export async function scrollToY(top: number, durationMs: number): Promise<void> {
  const start = window.scrollY;
  const end = Math.max(0, top);
  if (prefersReducedMotion() || durationMs <= 0 || end === start) {
    window.scrollTo({ top: end, behavior: 'instant' });
    return;
  }
  const { animate } = await import('framer-motion/dom');
  await animate(start, end, {
    duration: durationMs / 1000,
    ease: 'easeInOut',
    onUpdate: (y) => window.scrollTo({ top: y, behavior: 'instant' }),
  });
}

/** Scrolls to a section by id: 800 ms, landing 80 px above it so the top bar does not cover it. */
export function scrollToSection(id: string): Promise<void> {
  const target = document.getElementById(id);
  if (!target) return Promise.resolve();
  const top = target.getBoundingClientRect().top + window.scrollY + TIMINGS.sectionScrollOffsetPx;
  return scrollToY(top, TIMINGS.sectionScrollMs);
}

/** Where a link on another page asks the landing page to scroll once it loads (spec section 2). */
const SCROLL_REQUEST_KEY = 'brp:scroll-to';

export function requestScrollOnArrival(sectionId: string): void {
  webStorage('sessionStorage').setItem(SCROLL_REQUEST_KEY, sectionId);
}

/** Reads and clears the pending scroll request, so it is honoured once. */
export function takeScrollRequest(): string | undefined {
  const storage = webStorage('sessionStorage');
  const id = storage.getItem(SCROLL_REQUEST_KEY) ?? undefined;
  storage.removeItem(SCROLL_REQUEST_KEY);
  return id;
}
