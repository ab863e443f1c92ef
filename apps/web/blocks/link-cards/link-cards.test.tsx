import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { linkCardsExample } from '@brp/blocks/link-cards/example';
import { LinkCardsBlock } from './link-cards';

describe('the link cards block', () => {
  it('draws its section under its title, with every word its editor wrote', () => {
    const { container } = render(<LinkCardsBlock block={linkCardsExample} />);
    expect(screen.getByRole('region', { name: linkCardsExample.title })).toBeVisible();
    expect(wordsNotShown(linkCardsExample, shownWords(container))).toEqual([]);
  });
});
