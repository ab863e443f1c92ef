import type { SchemaTypeDefinition } from 'sanity';

import { BLOCK_SCHEMAS } from '@brp/blocks/schemas';
import { announcement } from './documents/announcement';
import { blogPost } from './documents/blog-post';
import { faq } from './documents/faq';
import { featureCard } from './documents/feature-card';
import { jobPosting } from './documents/job-posting';
import { navLink } from './documents/nav-link';
import { page } from './documents/page';
import { pricingPlan } from './documents/pricing-plan';
import { shortLink } from './documents/short-link';
import { accessibleImage } from './objects/accessible-image';
import { contactPageText, jobsPageText } from './objects/page-texts';
import { noteText, richText } from './objects/rich-text';
import { seo } from './objects/seo';
import { siteSettings } from './singletons/site-settings';
import { waitlistSettings } from './singletons/waitlist-settings';

// The document types are the site's content types, @brp/core/content-types (content-types.test.ts).
export const schemaTypes: SchemaTypeDefinition[] = [
  siteSettings,
  waitlistSettings,
  announcement,
  featureCard,
  pricingPlan,
  blogPost,
  faq,
  jobPosting,
  page,
  navLink,
  shortLink,
  accessibleImage,
  richText,
  noteText,
  seo,
  jobsPageText,
  contactPageText,
  ...BLOCK_SCHEMAS,
];
