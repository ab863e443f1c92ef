import { describe, expect, it } from 'vitest';

import { blogPostingJsonLd, jobPostingJsonLd, organizationJsonLd } from './structured-data';

const logo = {
  alt: 'Blocal',
  caption: null,
  crop: null,
  hotspot: null,
  asset: { _id: 'image-logo', url: '/seed-images/logo.png', width: 192, height: 192 },
};

const settings = {
  brandName: 'Blocal',
  description: 'One rewards currency for the neighbourhood.',
  contactEmail: 'hello@example.com',
  logo,
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

describe('jobPostingJsonLd', () => {
  const paragraph = (text: string) => ({
    _key: text.slice(0, 8),
    _type: 'block' as const,
    style: 'normal' as const,
    markDefs: [],
    children: [{ _key: 's', _type: 'span' as const, marks: [], text }],
  });
  const posting = {
    _id: 'jobPosting-designer',
    title: 'Product Designer',
    slug: 'product-designer',
    team: 'Product',
    employmentType: 'FULL_TIME',
    workplace: 'onsite',
    city: 'Toronto',
    region: 'ON',
    country: 'CA',
    datePosted: '2026-11-01',
    closingDate: '2026-12-15',
    _updatedAt: '2026-11-02T09:00:00Z',
    description: [paragraph('Design the wallet & the dashboard.')],
    howToApply: [paragraph('Write to us.')],
  } as const;

  it('has the properties job search requires: an office address, dates and the organisation', () => {
    expect(jobPostingJsonLd(posting as never, settings)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Product Designer',
      description: '<p>Design the wallet &amp; the dashboard.</p><p>Write to us.</p>',
      datePosted: '2026-11-01',
      validThrough: '2026-12-15T23:59:59Z',
      employmentType: 'FULL_TIME',
      url: 'http://localhost:3000/jobs/product-designer',
      identifier: { '@type': 'PropertyValue', name: 'Blocal', value: 'jobPosting-designer' },
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Blocal',
        sameAs: 'http://localhost:3000/',
        logo: 'http://localhost:3000/seed-images/logo.png',
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Toronto',
          addressRegion: 'ON',
          addressCountry: 'CA',
        },
      },
    });
  });

  it('gives remote work the country applicants must live in instead of an office', () => {
    const remote = jobPostingJsonLd(
      { ...posting, workplace: 'remote', city: null, region: null } as never,
      settings,
    );
    expect(remote).not.toHaveProperty('jobLocation');
    expect(remote).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'CA' },
    });
  });

  it('gives hybrid work both its office and the remote part', () => {
    const hybrid = jobPostingJsonLd({ ...posting, workplace: 'hybrid' } as never, settings);
    expect(hybrid).toHaveProperty('jobLocation.address.addressLocality', 'Toronto');
    expect(hybrid).toHaveProperty('jobLocationType', 'TELECOMMUTE');
  });
});
