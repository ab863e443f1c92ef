import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { statsExample } from './example';
import { StatsBlock } from './stats';

describe('the stats block', () => {
  it('names its section and reads each figure after what it counts', () => {
    render(<StatsBlock block={statsExample} />);
    const section = screen.getByRole('region', { name: 'The pilot in three figures' });
    const terms = within(section).getAllByRole('term');
    const figures = within(section).getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual([
      'rewards currency for every shop on the street',
      'expiry dates on the rewards customers earn',
    ]);
    expect(figures.map((figure) => figure.textContent)).toEqual(['1', '0']);
  });
});
