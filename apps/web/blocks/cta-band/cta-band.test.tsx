import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { ctaBandExample } from '@brp/blocks/cta-band/example';
import { CtaBandBlock } from './cta-band';

describe('the cta band block', () => {
  it('draws its section under its title, with every word its editor wrote', () => {
    const { container } = render(<CtaBandBlock block={ctaBandExample} />);
    expect(screen.getByRole('region', { name: ctaBandExample.title })).toBeVisible();
    expect(wordsNotShown(ctaBandExample, shownWords(container))).toEqual([]);
  });
});
