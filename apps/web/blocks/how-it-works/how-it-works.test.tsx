import { fillFigures } from '@brp/core/figures';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { howItWorksExample as written } from '@brp/blocks/how-it-works/example';
import { HowItWorksBlock } from './how-it-works';

// As the page gives it: its rewards figures filled when the content is read (lib/content).
const example = fillFigures(written);

describe('the how-it-works block', () => {
  it('is #how-it-works: numbered steps under its heading, every word its editor wrote', () => {
    const { container } = render(<HowItWorksBlock block={example} />);
    const section = screen.getByRole('region', { name: /./ });
    expect(section).toHaveAttribute('id', 'how-it-works');
    expect(screen.getAllByRole('listitem')).toHaveLength(example.steps.length);
    const shown = shownWords(container);
    expect(wordsNotShown(example, shown)).toEqual([]);
  });
});
