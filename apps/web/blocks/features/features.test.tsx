import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { FeatureCard } from '@/lib/content';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { featuresExample } from '@brp/blocks/features/example';
import { Features } from './features-section';

// FeaturesBlock reads the feature cards on the server; its section is drawn here with one.
const card: FeatureCard = {
  _id: 'f1',
  title: 'Universal currency',
  description: 'One point, every shop.',
  icon: 'currency',
  href: '/features/universal-currency',
  comingSoon: false,
};

describe('the features block', () => {
  it('is #features, under the block’s heading, with a card leading to its page', () => {
    const { container } = render(<Features heading={featuresExample} cards={[card]} />);
    const section = screen.getByRole('region', { name: featuresExample.title });
    expect(section).toHaveAttribute('id', 'features');
    expect(screen.getByRole('link', { name: card.title })).toHaveAttribute('href', card.href);
    expect(wordsNotShown(featuresExample, shownWords(container))).toEqual([]);
  });
});
