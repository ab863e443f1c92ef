import { EARNING } from '@brp/core/constants';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { heroExample } from './example';
import { Hero } from './hero-section';

// HeroBlock reads the launch label from the site settings on the server; its section is drawn here.
const content = {
  ...heroExample,
  headline: heroExample.title,
  launchLabel: 'Pilot launch Q1 2026',
};

describe('the hero block', () => {
  it('opens the page with its headline as the h1, the launch label and both waitlist buttons', () => {
    render(<Hero content={content} />);
    expect(screen.getByRole('heading', { level: 1, name: heroExample.title })).toBeVisible();
    expect(screen.getByText('Pilot launch Q1 2026')).toBeVisible();
    expect(screen.getByRole('link', { name: heroExample.vendorCtaLabel })).toHaveAttribute(
      'href',
      '/?join=vendor#waitlist',
    );
    expect(screen.getByRole('link', { name: heroExample.userCtaLabel })).toHaveAttribute(
      'href',
      '/?join=user#waitlist',
    );
  });

  it('fills the ticks’ figures and shows every other word its editor wrote', () => {
    const { container } = render(<Hero content={content} />);
    expect(container).toHaveTextContent(`${EARNING.brpPerDollar} BRP for every $1`);
    // The video's id is an address, not words.
    expect(wordsNotShown({ ...heroExample, videoId: undefined }, shownWords(container))).toEqual(
      [],
    );
  });
});
