import { describe, expect, it } from 'vitest';

import { SLUG_PATTERN } from '@brp/blocks/shared/slug-pattern';

import { slugify } from './slug-rule';

describe('slugify', () => {
  it.each([
    ['Why Loyalty Apps Need Security', 'why-loyalty-apps-need-security'],
    ['Café & Co.: 10 ideas!', 'cafe-co-10-ideas'],
    ['  --Already-a-slug--  ', 'already-a-slug'],
    ['Ünïcödé   spaces', 'unicode-spaces'],
  ])('turns %j into %j, which the rule accepts', (title, slug) => {
    expect(slugify(title)).toBe(slug);
    expect(SLUG_PATTERN.test(slug)).toBe(true);
  });

  it('cuts to the maximum length without leaving a hyphen at the end', () => {
    expect(slugify('one two three', 8)).toBe('one-two');
  });
});
