import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Reveals } from './reveals';

/**
 * jsdom lays nothing out, so each element's top (from the viewport's) is given here: the pricing
 * section 3,000 px down the page and its first plan 100 px below its top, as if the browser had
 * not yet scrolled to a `#pricing` link's target when the page hydrates; the hero on screen.
 */
const TOPS: Record<string, number> = { pricing: 3000, plan: 3100, hero: 100 };

const observed: { element: Element; threshold: number; live: () => boolean }[] = [];

beforeEach(() => {
  observed.length = 0;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    return DOMRect.fromRect({ y: TOPS[this.id] ?? 0, width: 300, height: 400 });
  });
  // jsdom has no IntersectionObserver; nothing scrolls in these tests, so it never reports.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(
        _callback: unknown,
        private options: { threshold: number },
      ) {}
      private connected = true;
      observe = (element: Element) =>
        observed.push({ element, threshold: this.options.threshold, live: () => this.connected });
      unobserve = vi.fn();
      disconnect = () => {
        this.connected = false;
      };
    },
  );
});

afterEach(() => {
  window.location.hash = '';
});

function renderPage(wrapper?: typeof StrictMode) {
  const { container, unmount } = render(
    <>
      <div id="hero" data-reveal="shown">
        Hero
      </div>
      <section id="pricing">
        <div id="plan" data-reveal="shown" data-reveal-amount="0.1">
          Essentials
        </div>
      </section>
      <Reveals />
    </>,
    { wrapper },
  );
  const [hero, plan] = ['#hero', '#plan'].map((id) => container.querySelector(id));
  return { hero, plan, unmount };
}

describe('Reveals', () => {
  it('waits to fade in a block below the screen the visitor lands on, at its own threshold', () => {
    const { hero, plan } = renderPage();
    expect(plan).toHaveAttribute('data-reveal', 'waiting');
    expect(hero).toHaveAttribute('data-reveal', 'shown');
    expect(observed.map(({ element, threshold }) => ({ element, threshold }))).toEqual([
      { element: plan, threshold: 0.1 },
    ]);
  });

  it('still watches a waiting block when React mounts it twice (development)', () => {
    const { plan } = renderPage(StrictMode);
    expect(plan).toHaveAttribute('data-reveal', 'waiting');
    expect(observed.filter((each) => each.live()).map((each) => each.element)).toEqual([plan]);
  });

  it('shows a waiting block again once nothing watches it', () => {
    const { plan, unmount } = renderPage();
    unmount();
    expect(plan).toHaveAttribute('data-reveal', 'shown');
  });

  it('shows at once a block on the section a link lands on, before the browser scrolls there', () => {
    window.location.hash = '#pricing';
    expect(renderPage().plan).toHaveAttribute('data-reveal', 'shown');
  });

  it('treats a malformed fragment as no fragment', () => {
    window.location.hash = '#%E0%A4%A';
    expect(renderPage().plan).toHaveAttribute('data-reveal', 'waiting');
  });

  it('hides nothing from visitors who prefer reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    expect(renderPage().plan).toHaveAttribute('data-reveal', 'shown');
  });
});
