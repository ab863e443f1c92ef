import { describe, expect, it } from 'vitest';

import { CONTENT_TYPES, isContentType } from './content-types';

describe('isContentType', () => {
  it.each(CONTENT_TYPES)('accepts %s', (name) => {
    expect(isContentType(name)).toBe(true);
  });

  it.each(['', 'sanity.imageAsset', 'seo', 'BlogPost', 'blogPost ', 'drafts.blogPost'])(
    'refuses %j',
    (name) => {
      expect(isContentType(name)).toBe(false);
    },
  );
});

describe('CONTENT_TYPES', () => {
  it('names each type once', () => {
    expect(new Set(CONTENT_TYPES).size).toBe(CONTENT_TYPES.length);
  });
});
