'use client';

import { TIMINGS } from '@brp/core/constants';
import {
  type FocusEvent,
  type PointerEvent,
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

interface AnnouncementCarouselProps {
  className?: string;
  announcements: Announcement[];
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

/**
 * The announcements, one at a time. Advances every 4 s and wraps; pauses while a hovering pointer
 * is over it or it holds keyboard focus, and resumes where it left off; arrows (wide screens) and
 * dots (small screens) move it and restart the 4 s. A tapped dot keeps rotation going: a tap is
 * not keyboard focus. A pause button stops it for good (WCAG 2.2.2), and it does not rotate on its
 * own for visitors who prefer reduced motion. While it is not moving on its own, changes are
 * announced politely to screen readers.
 */
export function AnnouncementCarousel({ className, announcements }: AnnouncementCarouselProps) {
  const count = announcements.length;
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

  if (count === 0) return null;

  return (
    // A region, not a <section>: the slides' titles are not headings, and a section wants one.
    <div
      role="region"
      className={className}
      aria-roledescription="carousel"
      aria-label="Announcements"
      data-paused={paused}
      onPointerEnter={onHover(true)}
      onPointerLeave={onHover(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div data-part="slides" aria-live={paused ? 'polite' : 'off'} aria-atomic="false">
        {announcements.map((announcement, position) => (
          <div
            key={announcement._id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${count}`}
            data-part="slide"
            data-active={position === index}
            aria-hidden={position !== index}
            inert={position !== index}
          >
            <p data-part="title">{announcement.title}</p>
            <p data-part="description">{announcement.description}</p>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div data-part="controls">
          <span data-part="progress" aria-hidden="true">
            <span
              key={turn}
              data-part="progress-bar"
              style={{ animationDuration: `${INTERVAL}ms` }}
            />
          </span>
          <button type="button" data-part="previous" onClick={() => show(index - 1)}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">Previous announcement</span>
          </button>
          <div data-part="dots">
            {announcements.map((announcement, position) => (
              <button
                key={announcement._id}
                type="button"
                aria-label={`Show announcement ${position + 1}: ${announcement.title}`}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => show(position)}
              />
            ))}
          </div>
          <button type="button" data-part="next" onClick={() => show(index + 1)}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">Next announcement</span>
          </button>
          <button type="button" data-part="toggle" onClick={() => setStoppedByVisitor(!stopped)}>
            {stopped ? 'Play' : 'Pause'} <span className="visually-hidden">announcements</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
