import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { tagNoteExample } from './example';
import { TagNoteBlock } from './tag-note';

describe('the tagNote block', () => {
  it('draws its section under its title', () => {
    render(<TagNoteBlock block={tagNoteExample} />);
    expect(
      screen.getByRole('region', { name: 'Connects to the systems your people team uses' }),
    ).toBeVisible();
  });
});
