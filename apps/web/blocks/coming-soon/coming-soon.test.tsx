import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { comingSoonExample } from '@brp/blocks/coming-soon/example';
import { ComingSoonBlock } from './coming-soon';

describe('the coming soon block', () => {
  it('draws its section under its title, with every word its editor wrote', () => {
    const { container } = render(<ComingSoonBlock block={comingSoonExample} />);
    expect(screen.getByRole('region', { name: comingSoonExample.title })).toBeVisible();
    expect(wordsNotShown(comingSoonExample, shownWords(container))).toEqual([]);
  });
});
