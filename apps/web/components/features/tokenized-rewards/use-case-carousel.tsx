'use client';

import { useState } from 'react';

export interface UseCase {
  title: string;
  body: string;
  tag: string;
}

/** The use cases, one at a time; previous and next wrap around from last to first and back. */
export function UseCaseCarousel({ className, cases }: { className?: string; cases: UseCase[] }) {
  const [index, setIndex] = useState(0);
  const move = (step: number) =>
    setIndex((current) => (current + step + cases.length) % cases.length);
  const current = cases[index];
  if (!current) return null;
  return (
    <section className={className} aria-roledescription="carousel" aria-label="Use cases">
      <div
        data-part="slide"
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${cases.length}`}
        aria-live="polite"
      >
        <p data-part="tag">{current.tag}</p>
        <h3>{current.title}</h3>
        <p>{current.body}</p>
      </div>
      <div data-part="controls">
        <button type="button" onClick={() => move(-1)}>
          <span aria-hidden="true">←</span> Previous
          <span className="visually-hidden"> use case</span>
        </button>
        <p data-part="position" aria-hidden="true">
          {index + 1} / {cases.length}
        </p>
        <button type="button" onClick={() => move(1)}>
          Next<span className="visually-hidden"> use case</span> <span aria-hidden="true">→</span>
        </button>
      </div>
    </section>
  );
}
