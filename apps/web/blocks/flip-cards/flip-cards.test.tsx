import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { flipCardsExample } from '@brp/blocks/flip-cards/example';
import { FlipCardsBlock } from './flip-cards';

describe('the flip cards block', () => {
  it('draws its section under its title, with every word its editor wrote', () => {
    const { container } = render(<FlipCardsBlock block={flipCardsExample} />);
    expect(screen.getByRole('region', { name: flipCardsExample.title })).toBeVisible();
    expect(wordsNotShown(flipCardsExample, shownWords(container))).toEqual([]);
  });
});
