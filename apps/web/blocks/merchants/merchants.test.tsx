import { fillFigures } from '@brp/core/figures';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { merchantsExample as written } from '@brp/blocks/merchants/example';
import { MerchantsBlock } from './merchants';

// As the page gives it: its rewards figures filled when the content is read (lib/content).
const example = fillFigures(written);

describe('the merchants block', () => {
  it('is #vendors holding #branded-tokens, with Apply Now and every word its editor wrote', () => {
    const { container } = render(<MerchantsBlock block={example} />);
    expect(container.querySelector('section#vendors')).not.toBeNull();
    expect(container.querySelector('#vendors #branded-tokens')).not.toBeNull();
    expect(screen.getByRole('link', { name: example.ctaLabel })).toHaveAttribute(
      'href',
      '/?join=vendor#waitlist',
    );
    const shown = shownWords(container);
    expect(wordsNotShown(example, shown)).toEqual([]);
  });
});
