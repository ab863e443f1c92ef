import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { howItWorksExample } from './example';
import { HowItWorksBlock } from './how-it-works';

describe('the how-it-works block', () => {
  it('is #how-it-works: numbered steps under its heading, every word its editor wrote', () => {
    const { container } = render(<HowItWorksBlock block={howItWorksExample} />);
    const section = screen.getByRole('region', { name: /./ });
    expect(section).toHaveAttribute('id', 'how-it-works');
    expect(screen.getAllByRole('listitem')).toHaveLength(howItWorksExample.steps.length);
    const shown = shownWords(container);
    // Its figures are filled as it draws them.
    expect(shown).not.toMatch(/\{\w+\}/);
    expect(wordsNotShown(howItWorksExample, shown)).toEqual([]);
  });
});
