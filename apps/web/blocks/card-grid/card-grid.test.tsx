import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { cardGridExample } from './example';
import { CardGridBlock } from './card-grid';

describe('the cardGrid block', () => {
  it('draws its section under its title', () => {
    render(<CardGridBlock block={cardGridExample} />);
    expect(screen.getByRole('region', { name: 'What we hold ourselves to' })).toBeVisible();
  });
});
