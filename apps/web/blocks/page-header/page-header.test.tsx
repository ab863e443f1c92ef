import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { pageHeaderExample } from '@brp/blocks/page-header/example';
import { PageHeaderBlock } from './page-header';

describe('the page header block', () => {
  it('opens the page with its title as the h1, and every word its editor wrote', () => {
    const { container } = render(<PageHeaderBlock block={pageHeaderExample} />);
    expect(screen.getByRole('heading', { level: 1, name: pageHeaderExample.title })).toBeVisible();
    for (const button of pageHeaderExample.buttons ?? [])
      expect(screen.getByRole('link', { name: button.label })).toHaveAttribute('href', button.href);
    expect(wordsNotShown(pageHeaderExample, shownWords(container))).toEqual([]);
  });
});
