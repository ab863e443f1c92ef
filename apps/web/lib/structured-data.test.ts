import { describe, expect, it } from 'vitest';

import type { SiteSettings } from './content';
import { blogPostingJsonLd, organizationJsonLd } from './structured-data';

const logo = {
  alt: 'Blocal',
  caption: null,
  crop: null,
  hotspot: null,
  asset: { _id: 'image-logo', url: '/seed-images/logo.png', width: 192, height: 192 },
};

const settings: SiteSettings = {
  brandName: 'Blocal',
  tagline: 'One wallet, every loyalty',
  description: 'One rewards currency for the neighbourhood.',
  contactEmail: 'hello@example.com',
  launchLabel: 'Pilot Q1 2026',
  heroHeadline: 'One wallet, every loyalty',
  heroSubheadline: 'Earn at the bakery, spend at the bookshop.',
  heroVendorCtaLabel: 'Join Waitlist as Vendor',
  heroUserCtaLabel: 'Get Early Access',
  heroVideoId: null,
  heroVideoTitle: null,
  logo,
  seo: null,
};

describe('organizationJsonLd', () => {
  it('names the organisation, its address, e-mail and an absolute logo URL', () => {
    expect(organizationJsonLd(settings)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Blocal',
      url: 'http://localhost:3000/',
      description: 'One rewards currency for the neighbourhood.',
      email: 'hello@example.com',
      logo: 'http://localhost:3000/seed-images/logo.png',
    });
  });

  it('leaves the logo out when the site has none', () => {
    expect(organizationJsonLd({ ...settings, logo: null }).logo).toBeUndefined();
  });
});

describe('blogPostingJsonLd', () => {
  it('describes the article with its dates, image, address and publisher', () => {
    const post = {
      _id: 'post',
      key: 'security',
      title: 'Securing Loyalty Apps',
      slug: 'loyalty-app-security',
      publishedAt: '2025-04-10',
      excerpt: 'Why tokens help.',
      _updatedAt: '2025-04-11T09:00:00Z',
      mainImage: { ...logo, asset: { ...logo.asset, url: '/seed-images/cover.jpg' } },
      body: [],
      references: null,
      seo: null,
    };
    expect(blogPostingJsonLd(post, settings)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Securing Loyalty Apps',
      datePublished: '2025-04-10',
      dateModified: '2025-04-11T09:00:00Z',
      image: 'http://localhost:3000/seed-images/cover.jpg',
      mainEntityOfPage: { '@id': 'http://localhost:3000/blog/loyalty-app-security' },
      publisher: { '@type': 'Organization', name: 'Blocal' },
    });
  });
});
