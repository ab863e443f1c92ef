'use client';

import { createContext, type ReactNode, useContext, useState } from 'react';

export interface UseCase {
  title: string;
  body: string;
  tag: string;
}

// The server section lays out and styles the carousel; these leaves carry only its state.
const CarouselContext = createContext<{
  index: number;
  count: number;
  current: UseCase;
  move: (step: number) => void;
} | null>(null);

function useCarousel() {
  const value = useContext(CarouselContext);
  if (!value) throw new Error('A carousel part is rendered outside <UseCaseCarousel>.');
  return value;
}

/** The use cases, one at a time; previous and next wrap around from last to first and back. */
export function UseCaseCarousel({
  className,
  cases,
  children,
}: {
  className?: string;
  cases: UseCase[];
  children: ReactNode;
}) {
  const [index, setIndex] = useState(0);
  const current = cases[index];
  if (!current) return null;
  const move = (step: number) => setIndex((shown) => (shown + step + cases.length) % cases.length);
  return (
    <CarouselContext value={{ index, count: cases.length, current, move }}>
      <section className={className} aria-roledescription="carousel" aria-label="Use cases">
        {children}
      </section>
    </CarouselContext>
  );
}

/** The slide on show, announced as "n of count" when it changes. */
export function UseCaseSlide({ className, children }: { className?: string; children: ReactNode }) {
  const { index, count } = useCarousel();
  return (
    <div
      className={className}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      aria-live="polite"
    >
      {children}
    </div>
  );
}

/** One field of the use case on show, as text. */
export function UseCaseText({ field }: { field: keyof UseCase }) {
  return useCarousel().current[field];
}

/** Where the slide on show sits, "n / count". */
export function UseCasePosition() {
  const { index, count } = useCarousel();
  return (
    <>
      {index + 1} / {count}
    </>
  );
}

/** Moves `step` slides on (back when negative), wrapping around. */
export function UseCaseStep({
  className,
  step,
  children,
}: {
  className?: string;
  step: number;
  children: ReactNode;
}) {
  const { move } = useCarousel();
  return (
    <button type="button" className={className} onClick={() => move(step)}>
      {children}
    </button>
  );
}
