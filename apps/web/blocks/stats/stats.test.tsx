import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { statsExample } from '@brp/blocks/stats/example';
import { StatsBlock } from './stats';

describe('the stats block', () => {
  it('draws its section under its title, with every word its editor wrote', () => {
    const { container } = render(<StatsBlock block={statsExample} />);
    expect(screen.getByRole('region', { name: statsExample.title })).toBeVisible();
    expect(wordsNotShown(statsExample, shownWords(container))).toEqual([]);
  });
});
