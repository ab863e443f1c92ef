import { EARNING } from '@brp/core/constants';
import { fillFigures } from '@brp/core/figures';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { heroExample as written } from '@brp/blocks/hero/example';
import { HeroBlock } from './hero';

// As the page gives it: its rewards figures filled when the content is read (lib/content).
const example = fillFigures(written);

describe('the hero block', () => {
  it('opens the page with its headline as the h1, the launch label and both waitlist buttons', () => {
    render(<HeroBlock block={example} />);
    expect(screen.getByRole('heading', { level: 1, name: example.title })).toBeVisible();
    expect(screen.getByText('Pilot launch Q1 2026')).toBeVisible();
    expect(screen.getByRole('link', { name: example.vendorCtaLabel })).toHaveAttribute(
      'href',
      '/?join=vendor#waitlist',
    );
    expect(screen.getByRole('link', { name: example.userCtaLabel })).toHaveAttribute(
      'href',
      '/?join=user#waitlist',
    );
  });

  it('draws no empty badge where the dataset has no launch label', () => {
    const { container } = render(<HeroBlock block={{ ...example, launchLabel: null }} />);
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(container.querySelector('h1')?.previousElementSibling).toBeNull();
  });

  it('shows the ticks with their figures and every other word its editor wrote', () => {
    const { container } = render(<HeroBlock block={example} />);
    expect(container).toHaveTextContent(`${EARNING.brpPerDollar} BRP for every $1`);
    // The video's id is an address, not words.
    expect(wordsNotShown({ ...example, videoId: undefined }, shownWords(container))).toEqual([]);
  });
});
