import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { richTextSectionExample } from '@brp/blocks/rich-text-section/example';
import { RichTextSectionBlock } from './rich-text-section';

const PAGE = { title: 'A page' };

describe('the rich text section block', () => {
  it('draws its section under its title, with every word its editor wrote', () => {
    const { container } = render(
      <RichTextSectionBlock block={richTextSectionExample} page={PAGE} />,
    );
    expect(screen.getByRole('region', { name: richTextSectionExample.title })).toBeVisible();
    expect(wordsNotShown(richTextSectionExample, shownWords(container))).toEqual([]);
  });

  it('without a title, is running text named by the page', () => {
    render(
      <RichTextSectionBlock block={{ ...richTextSectionExample, title: undefined }} page={PAGE} />,
    );
    expect(screen.getByRole('region', { name: PAGE.title })).toHaveTextContent('Independent shops');
  });
});
