import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { linkCardsExample } from './example';
import { LinkCardsBlock } from './link-cards';

describe('the linkCards block', () => {
  it('draws its section under its title', () => {
    render(<LinkCardsBlock block={linkCardsExample} />);
    expect(screen.getByRole('region', { name: 'Find an answer or reach us' })).toBeVisible();
  });
});
