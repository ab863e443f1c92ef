import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { flipCardsExample } from './example';
import { FlipCardsBlock } from './flip-cards';

describe('the flipCards block', () => {
  it('draws its section under its title', () => {
    render(<FlipCardsBlock block={flipCardsExample} />);
    expect(screen.getByRole('region', { name: 'Six kinds of token, one wallet' })).toBeVisible();
  });
});
