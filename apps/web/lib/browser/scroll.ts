import { TIMINGS } from '@brp/core/constants';

import { webStorage } from './storage';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

// The animation engine, fetched on first use rather than in every page's first load.
const loadEngine = () => import('framer-motion/dom');

/**
 * Fetches the scroll engine ahead of the first timed scroll, so that scroll starts on time: called
 * on the visitor's first sign of life (a pointer moving, a key, a scroll), never by the page alone.
 */
export function warmScrollEngine(): void {
  void loadEngine().catch(() => undefined);
}

/**
 * Scrolls the window to `top` over `durationMs` with an ease-in-out curve, or at once when the
 * visitor prefers reduced motion. CSS smooth scrolling cannot be timed, and the spec times these.
 * framer-motion drives the curve; it is fetched on the first scroll, not in the first load.
 */
export async function scrollToY(top: number | (() => number), durationMs: number): Promise<void> {
  const target = () => Math.max(0, typeof top === 'function' ? top() : top);
  const jump = () => window.scrollTo({ top: target(), behavior: 'instant' });
  if (prefersReducedMotion() || durationMs <= 0) return jump();
  // Where the page is and where it goes are read once the engine is here: the visitor may have
  // scrolled, or the page changed, while it loaded. Without it (offline, a stale chunk) we jump.
  const engine = await loadEngine().catch(() => null);
  const start = window.scrollY;
  const end = target();
  if (!engine || end === start) return jump();
  await engine.animate(start, end, {
    duration: durationMs / 1000,
    type: 'tween',
    ease: 'easeInOut',
    onUpdate: (y) => window.scrollTo({ top: y, behavior: 'instant' }),
  });
}

/** Scrolls to a section by id: 800 ms, landing 80 px above it so the top bar does not cover it. */
export function scrollToSection(id: string): Promise<void> {
  const section = document.getElementById(id);
  if (!section) return Promise.resolve();
  return scrollToY(
    () => section.getBoundingClientRect().top + window.scrollY + TIMINGS.sectionScrollOffsetPx,
    TIMINGS.sectionScrollMs,
  );
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
