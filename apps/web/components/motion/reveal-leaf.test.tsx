import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { RevealLeaf } from './reveal-leaf';

/**
 * jsdom lays nothing out, so each element's top (from the viewport's) is given here: the pricing
 * section 3,000 px down the page and its first plan 100 px below its top, as if the browser had
 * not yet scrolled to a `#pricing` link's target when the leaf hydrates.
 */
const TOPS: Record<string, number> = { pricing: 3000, plan: 3100 };

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    return DOMRect.fromRect({ y: TOPS[this.id] ?? 0, width: 300, height: 400 });
  });
  // jsdom has no IntersectionObserver; nothing scrolls in these tests, so it never reports.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe = vi.fn();
      disconnect = vi.fn();
    },
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  window.location.hash = '';
});

function renderPlanInPricing() {
  const { container } = render(
    <section id="pricing">
      <RevealLeaf id="plan">Essentials</RevealLeaf>
    </section>,
  );
  return container.querySelector('#plan');
}

describe('RevealLeaf', () => {
  it('waits to fade in a block that is below the screen the visitor lands on', () => {
    expect(renderPlanInPricing()).toHaveAttribute('data-reveal', 'waiting');
  });

  it('shows at once a block on the section a link lands on, before the browser scrolls there', () => {
    window.location.hash = '#pricing';
    expect(renderPlanInPricing()).toHaveAttribute('data-reveal', 'shown');
  });

  it('treats a malformed fragment as no fragment', () => {
    window.location.hash = '#%E0%A4%A';
    expect(renderPlanInPricing()).toHaveAttribute('data-reveal', 'waiting');
  });
});
