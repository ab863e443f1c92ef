import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { rewardsCalculatorExample } from '@brp/blocks/rewards-calculator/example';
import { RewardsCalculatorBlock } from './rewards-calculator';

describe('the rewards calculator block', () => {
  it('draws its section under its title, with every word its editor wrote', () => {
    const { container } = render(<RewardsCalculatorBlock block={rewardsCalculatorExample} />);
    expect(screen.getByRole('region', { name: rewardsCalculatorExample.title })).toBeVisible();
    expect(wordsNotShown(rewardsCalculatorExample, shownWords(container))).toEqual([]);
  });
});
