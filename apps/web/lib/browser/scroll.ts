import { TIMINGS } from '@brp/core/constants';

import { webStorage } from './storage';

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls the window to `top` over `durationMs` with an ease-in-out curve, or at once when the
 * visitor prefers reduced motion. CSS smooth scrolling cannot be timed, and the spec times these.
 */
export function scrollToY(top: number, durationMs: number): Promise<void> {
  const start = window.scrollY;
  const distance = Math.max(0, top) - start;
  if (prefersReducedMotion() || durationMs <= 0 || distance === 0) {
    window.scrollTo({ top: start + distance, behavior: 'instant' });
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const began = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - began) / durationMs);
      window.scrollTo({ top: start + distance * easeInOutCubic(progress), behavior: 'instant' });
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
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
