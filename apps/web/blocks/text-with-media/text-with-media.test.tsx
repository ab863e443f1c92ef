import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { textWithMediaExample } from '@brp/blocks/text-with-media/example';
import { TextWithMediaBlock } from './text-with-media';

describe('the text with media block', () => {
  it('draws its section under its title, with every word its editor wrote', () => {
    const { container } = render(<TextWithMediaBlock block={textWithMediaExample} />);
    expect(screen.getByRole('region', { name: textWithMediaExample.title })).toBeVisible();
    expect(wordsNotShown(textWithMediaExample, shownWords(container))).toEqual([]);
  });
});
