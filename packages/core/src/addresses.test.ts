import { describe, expect, it } from 'vitest';

import { codeClaim, isFixedPage, isHomePage, isPageAddressShape } from './addresses';

describe('page addresses', () => {
  it('take lowercase words joined by hyphens, in up to three parts', () => {
    for (const address of ['spring-offer', 'campaigns/spring-offer', 'a/b/c', 'pilot2026'])
      expect(isPageAddressShape(address), address).toBe(true);
    for (const address of ['', 'Spring', 'spring--offer', '/spring', 'spring/', 'a/b/c/d', 'é'])
      expect(isPageAddressShape(address), address).toBe(false);
    expect(isPageAddressShape('a'.repeat(97))).toBe(false);
  });

  it('are refused where the code answers: its pages, its sections and its files', () => {
    expect(codeClaim('support/contact')).toBe("/support/contact is a page of the site's code.");
    expect(codeClaim('api/keys')).toBe("Addresses under /api/ belong to the site's code.");
    expect(codeClaim('blog/spring')).toBe("Addresses under /blog/ belong to the site's code.");
    expect(codeClaim('jobs')).toBe("/jobs is a page of the site's code.");
    expect(codeClaim('og/spring')).toBe("Addresses under /og/ belong to the site's code.");
    expect(codeClaim('sitemap.xml')).toBe('/sitemap.xml is a file the site answers itself.');
  });

  it('are free elsewhere, beside and under the code’s pages', () => {
    for (const address of ['spring-offer', 'features/gift-cards', 'jobs-fair', 'support/hours'])
      expect(codeClaim(address), address).toBeNull();
  });
});

describe('the spec’s pages editors own', () => {
  it('are known by their documents’ ids, draft or published', () => {
    expect(isFixedPage('page-privacy')).toBe(true);
    expect(isFixedPage('drafts.page-privacy')).toBe(true);
    expect(isFixedPage('drafts.page-pos-integration')).toBe(true);
    expect(isFixedPage('page-pilot')).toBe(false);
  });
});

describe('the landing page', () => {
  it('is the page document page-home, draft or published, which the studio keeps', () => {
    expect(isHomePage('page-home')).toBe(true);
    expect(isHomePage('drafts.page-home')).toBe(true);
    expect(isHomePage('page-about')).toBe(false);
    expect(isFixedPage('page-home')).toBe(true);
  });
});
