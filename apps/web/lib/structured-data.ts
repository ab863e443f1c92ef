/**
 * Schema.org descriptions of the site for search engines (JSON-LD): the organisation on the home
 * page, each article as a BlogPosting, each open position as a JobPosting. Built from CMS content,
 * so they follow the editors.
 */
import { closesAt } from '@brp/core/jobs';
import { toHTML } from '@portabletext/to-html';

import { imageUrl, type ImageSource } from './content/image';
import type { JobPosting, Post, SiteSettings } from './content';

/** What structured data says of the organisation. */
type Organization = Pick<SiteSettings, 'brandName' | 'description' | 'contactEmail' | 'logo'>;
import { siteUrl } from './env';

/** A CMS image's URL made absolute, as structured data requires. */
function absoluteImageUrl(image: ImageSource | null, width = 1200): string | undefined {
  const url = imageUrl(image, width);
  return url && new URL(url, `${siteUrl}/`).href;
}

export function organizationJsonLd(settings: Organization) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.brandName,
    url: `${siteUrl}/`,
    description: settings.description,
    email: settings.contactEmail,
    logo: absoluteImageUrl(settings.logo, 512),
  };
}

export function blogPostingJsonLd(post: Post, settings: Organization) {
  const url = `${siteUrl}/blog/${post.slug}`;
  const publisher = {
    '@type': 'Organization',
    name: settings.brandName,
    url: `${siteUrl}/`,
    logo: absoluteImageUrl(settings.logo, 512),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post._updatedAt,
    image: absoluteImageUrl(post.mainImage),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    // Posts are written by the team, so the organisation is both author and publisher.
    author: publisher,
    publisher,
  };
}

/**
 * A position as Google's job search reads it: its required properties (title, an HTML description,
 * the date posted, the hiring organisation, and where: an office's address, or for remote work
 * the country applicants must live in) and the recommended ones (closing, contract type).
 */
export function jobPostingJsonLd(posting: JobPosting, settings: Organization) {
  const office = {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      addressLocality: posting.city ?? undefined,
      addressRegion: posting.region ?? undefined,
      addressCountry: posting.country,
    },
  };
  const remote = posting.workplace !== 'onsite';
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: posting.title,
    description: toHTML([...posting.description, ...posting.howToApply] as never),
    datePosted: posting.datePosted,
    validThrough: closesAt(posting.closingDate),
    employmentType: posting.employmentType,
    url: `${siteUrl}/jobs/${posting.slug}`,
    identifier: { '@type': 'PropertyValue', name: settings.brandName, value: posting._id },
    hiringOrganization: {
      '@type': 'Organization',
      name: settings.brandName,
      sameAs: `${siteUrl}/`,
      logo: absoluteImageUrl(settings.logo, 512),
    },
    // Hybrid work has an office and is partly remote: search engines are told both.
    ...(posting.workplace !== 'remote' && { jobLocation: office }),
    ...(remote && {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: posting.country },
    }),
  };
}
