import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { merchantsExample } from './example';
import { MerchantsBlock } from './merchants';

describe('the merchants block', () => {
  it('is #vendors holding #branded-tokens, with Apply Now and every word its editor wrote', () => {
    const { container } = render(<MerchantsBlock block={merchantsExample} />);
    expect(container.querySelector('section#vendors')).not.toBeNull();
    expect(container.querySelector('#vendors #branded-tokens')).not.toBeNull();
    expect(screen.getByRole('link', { name: merchantsExample.ctaLabel })).toHaveAttribute(
      'href',
      '/?join=vendor#waitlist',
    );
    const shown = shownWords(container);
    // Its figures are filled as it draws them.
    expect(shown).not.toMatch(/\{\w+\}/);
    expect(wordsNotShown(merchantsExample, shown)).toEqual([]);
  });
});
