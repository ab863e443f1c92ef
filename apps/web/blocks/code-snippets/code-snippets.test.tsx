import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { codeSnippetsExample } from './example';
import { CodeSnippetsBlock } from './code-snippets';

describe('the codeSnippets block', () => {
  it('draws its section under its title', () => {
    render(<CodeSnippetsBlock block={codeSnippetsExample} />);
    expect(
      screen.getByRole('region', { name: 'From install to first reward in minutes' }),
    ).toBeVisible();
  });
});
