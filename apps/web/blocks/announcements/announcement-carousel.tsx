'use client';

import { TIMINGS } from '@brp/core/constants';
import {
  type ComponentProps,
  createContext,
  type FocusEvent,
  type PointerEvent,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

export interface Announcement {
  _id: string;
  title: string;
  description: string;
}

const INTERVAL = TIMINGS.carouselIntervalMs;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the visitor asked for less motion; false on the server, so hydration matches. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/** Keyboard focus, not the focus a tap or a click gives a button on the way. */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // an engine without :focus-visible: every focus counts, as before it existed
  }
}

// The leaves below add only the carousel's state and handlers to their element; its fixed
// attributes (roles, labels, type) and its look come from the server, in announcements.tsx.

interface Carousel {
  /** The announcement on show. */
  index: number;
  /** Changes whenever the slide changes or the 4 s start over. */
  turn: number;
  /** Not moving on its own just now: hovered, focused or stopped. */
  paused: boolean;
  /** Stopped for good, by the visitor or for reduced motion. */
  stopped: boolean;
  show: (next: number) => void;
  toggle: () => void;
}

// Every leaf that reads it sits inside AnnouncementCarousel, so there is no default.
const CarouselContext = createContext<Carousel>(null!);

const useCarousel = () => use(CarouselContext);

/**
 * The announcements, one at a time. Advances every 4 s and wraps; pauses while a hovering pointer
 * is over it or it holds keyboard focus, and resumes where it left off; arrows (wide screens) and
 * dots (small screens) move it and restart the 4 s. A tapped dot keeps rotation going: a tap is
 * not keyboard focus. A pause button stops it for good (WCAG 2.2.2), and it does not rotate on its
 * own for visitors who prefer reduced motion. While it is not moving on its own, changes are
 * announced politely to screen readers. `count` is how many announcements there are.
 */
export function AnnouncementCarousel({
  count,
  ...props
}: ComponentProps<'div'> & { count: number }) {
  const [index, setIndex] = useState(0);
  // A new "turn" starts whenever the slide changes or the timer is reset; its elapsed time is
  // kept across pauses so that resuming continues the same 4 s rather than starting over.
  const [turn, setTurn] = useState(0);
  const progress = useRef({ turn: 0, elapsed: 0 });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Undefined until the visitor presses Pause or Play; until then reduced motion decides.
  const [stoppedByVisitor, setStoppedByVisitor] = useState<boolean>();
  const reducedMotion = usePrefersReducedMotion();
  const stopped = stoppedByVisitor ?? reducedMotion;
  const paused = hovered || focused || stopped;

  const show = (next: number) => {
    setIndex(((next % count) + count) % count);
    setTurn((current) => current + 1);
  };

  useEffect(() => {
    if (progress.current.turn !== turn) progress.current = { turn, elapsed: 0 };
    if (paused || count < 2) return;
    const began = performance.now();
    const timer = window.setTimeout(() => show(index + 1), INTERVAL - progress.current.elapsed);
    return () => {
      window.clearTimeout(timer);
      if (progress.current.turn === turn) progress.current.elapsed += performance.now() - began;
    };
    // `show` only closes over `count`, which is a dependency already.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paused, turn, index, count]);

  const onFocus = (event: FocusEvent<HTMLElement>) => setFocused(isKeyboardFocus(event.target));
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  // A finger does not hover: a touch's enter and leave would only stop the timer mid-tap.
  const onHover = (hovering: boolean) => (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'touch') setHovered(hovering);
  };

  const carousel: Carousel = {
    index,
    turn,
    paused,
    stopped,
    show,
    toggle: () => setStoppedByVisitor(!stopped),
  };
  return (
    <CarouselContext value={carousel}>
      <div
        {...props}
        data-paused={paused}
        onPointerEnter={onHover(true)}
        onPointerLeave={onHover(false)}
        onFocus={onFocus}
        onBlur={onBlur}
      />
    </CarouselContext>
  );
}

/** Holds the slides; polite to screen readers while the carousel is not moving on its own. */
export function AnnouncementSlides(props: ComponentProps<'div'>) {
  return <div {...props} aria-live={useCarousel().paused ? 'polite' : 'off'} />;
}

/** The slide at `position`: shown, or hidden from sight, keyboards and screen readers. */
export function AnnouncementSlide({
  position,
  ...props
}: ComponentProps<'div'> & { position: number }) {
  const hidden = position !== useCarousel().index;
  return <div {...props} data-active={!hidden} aria-hidden={hidden} inert={hidden} />;
}

/** Fills over the 4 s of the slide on show; starts over with each turn, halts while paused. */
export function AnnouncementProgress(props: ComponentProps<'span'>) {
  const { turn, paused } = useCarousel();
  return <span {...props} key={turn} data-paused={paused} />;
}

/** Moves `step` announcements on (back when negative), wrapping around. */
export function AnnouncementStep({ step, ...props }: ComponentProps<'button'> & { step: number }) {
  const { index, show } = useCarousel();
  return <button {...props} onClick={() => show(index + step)} />;
}

/** Shows the announcement at `position`; current while it is on show. */
export function AnnouncementDot({
  position,
  ...props
}: ComponentProps<'button'> & { position: number }) {
  const { index, show } = useCarousel();
  return (
    <button
      {...props}
      aria-current={position === index ? 'true' : undefined}
      onClick={() => show(position)}
    />
  );
}

/** Stops the carousel for good, or starts it again; `children` follow "Pause" or "Play". */
export function AnnouncementToggle({ children, ...props }: ComponentProps<'button'>) {
  const { stopped, toggle } = useCarousel();
  return (
    <button {...props} onClick={toggle}>
      {stopped ? 'Play' : 'Pause'} {children}
    </button>
  );
}
