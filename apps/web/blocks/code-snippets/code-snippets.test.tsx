import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { codeSnippetsExample } from '@brp/blocks/code-snippets/example';
import { CodeSnippetsBlock } from './code-snippets';

describe('the code snippets block', () => {
  it('draws its section under its title, with every word its editor wrote', () => {
    const { container } = render(<CodeSnippetsBlock block={codeSnippetsExample} />);
    expect(screen.getByRole('region', { name: codeSnippetsExample.title })).toBeVisible();
    expect(wordsNotShown(codeSnippetsExample, shownWords(container))).toEqual([]);
  });
});
