import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { faqListExample } from '@brp/blocks/faq-list/example';
import { FaqListBlock } from './faq-list';

describe('the faq list block', () => {
  it('draws its section under its title, with every word its editor wrote', () => {
    const { container } = render(<FaqListBlock block={faqListExample} />);
    expect(screen.getByRole('region', { name: faqListExample.title })).toBeVisible();
    expect(wordsNotShown(faqListExample, shownWords(container))).toEqual([]);
  });
});
