import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Plan } from '@/lib/content';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { pricingExample } from '@brp/blocks/pricing/example';
import { Pricing } from './pricing-section';

// PricingBlock reads the plans on the server; its section is drawn here with one.
const plan: Plan = {
  _id: 'p1',
  title: 'Starter',
  price: 49,
  includedTransactions: 1000,
  features: ['One location'],
  ctaLabel: 'Choose Starter',
  isPopular: false,
};

describe('the pricing block', () => {
  it('is #pricing, under the block’s heading, with each plan', () => {
    const { container } = render(<Pricing heading={pricingExample} plans={[plan]} />);
    const section = screen.getByRole('region', { name: pricingExample.title });
    expect(section).toHaveAttribute('id', 'pricing');
    expect(screen.getByRole('heading', { name: plan.title })).toBeVisible();
    expect(wordsNotShown(pricingExample, shownWords(container))).toEqual([]);
  });
});
