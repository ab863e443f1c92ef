/**
 * Schema.org descriptions of the site for search engines (JSON-LD): the organisation on the home
 * page, each article as a BlogPosting. Built from CMS content, so they follow the editors.
 */
import { imageUrl, type ImageSource } from './content/image';
import type { Post, SiteSettings } from './content';
import { siteUrl } from './env';

/** A CMS image's URL made absolute, as structured data requires. */
function absoluteImageUrl(image: ImageSource | null, width = 1200): string | undefined {
  const url = imageUrl(image, width);
  return url && new URL(url, `${siteUrl}/`).href;
}

export function organizationJsonLd(settings: SiteSettings) {
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

export function blogPostingJsonLd(post: Post, settings: SiteSettings) {
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
