import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { stepsExample } from '@brp/blocks/steps/example';
import { StepsBlock } from './steps';

describe('the steps block', () => {
  it('draws its section under its title, with every word its editor wrote', () => {
    const { container } = render(<StepsBlock block={stepsExample} />);
    expect(screen.getByRole('region', { name: stepsExample.title })).toBeVisible();
    expect(wordsNotShown(stepsExample, shownWords(container))).toEqual([]);
  });
});
