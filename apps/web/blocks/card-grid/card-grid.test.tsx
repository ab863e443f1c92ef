import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { cardGridExample } from '@brp/blocks/card-grid/example';
import { CardGridBlock } from './card-grid';

describe('the card grid block', () => {
  it('draws its section under its title, with every word its editor wrote', () => {
    const { container } = render(<CardGridBlock block={cardGridExample} />);
    expect(screen.getByRole('region', { name: cardGridExample.title })).toBeVisible();
    expect(wordsNotShown(cardGridExample, shownWords(container))).toEqual([]);
  });
});
