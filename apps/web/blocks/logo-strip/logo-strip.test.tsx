import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { logoStripExample } from '@brp/blocks/logo-strip/example';
import { LogoStripBlock } from './logo-strip';

describe('the logo strip block', () => {
  it('draws its section under its title, with every word its editor wrote', () => {
    const { container } = render(<LogoStripBlock block={logoStripExample} />);
    expect(screen.getByRole('region', { name: logoStripExample.title })).toBeVisible();
    expect(wordsNotShown(logoStripExample, shownWords(container))).toEqual([]);
  });
});
