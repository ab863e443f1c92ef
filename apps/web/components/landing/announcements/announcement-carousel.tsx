'use client';

import { TIMINGS } from '@brp/core/constants';
import { type FocusEvent, useEffect, useRef, useState } from 'react';

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

/**
 * The announcements, one at a time. Advances every 4 s and wraps; pauses while the pointer is over
 * it or it holds keyboard focus, and resumes where it left off; arrows (wide screens) and dots
 * (small screens) move it and restart the 4 s. A pause button stops it for good (WCAG 2.2.2).
 * While it is not moving on its own, changes are announced politely to screen readers.
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
  const [stopped, setStopped] = useState(false);
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

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  if (count === 0) return null;

  return (
    <section
      className={className}
      aria-roledescription="carousel"
      aria-label="Announcements"
      data-paused={paused}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
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
          <button type="button" data-part="toggle" onClick={() => setStopped((value) => !value)}>
            {stopped ? 'Play' : 'Pause'} <span className="visually-hidden">announcements</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
