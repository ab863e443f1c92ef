import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { tagNoteExample } from '@brp/blocks/tag-note/example';
import { TagNoteBlock } from './tag-note';

describe('the tag note block', () => {
  it('draws its section under its title, with every word its editor wrote', () => {
    const { container } = render(<TagNoteBlock block={tagNoteExample} />);
    expect(screen.getByRole('region', { name: tagNoteExample.title })).toBeVisible();
    expect(wordsNotShown(tagNoteExample, shownWords(container))).toEqual([]);
  });
});
