/**
 * The document types editors publish in the studio, each of which the site reads. This list is
 * the one source: the studio's schema is tested against it (studio/content-types.test.ts), the
 * site tags its cached queries with these names and its publish webhook revalidates only them,
 * and the webhook filter editors paste into Sanity (docs/editing.md) is tested to match it.
 */
export const CONTENT_TYPES = [
  'siteSettings',
  'waitlistSettings',
  'navLink',
  'announcement',
  'featureCard',
  'pricingPlan',
  'blogPost',
  'faq',
  'jobPosting',
  'page',
  'shortLink',
] as const;

/** The name of one content document type, as in the document's `_type`. */
export type ContentType = (typeof CONTENT_TYPES)[number];

const NAMES: ReadonlySet<string> = new Set(CONTENT_TYPES);

/** Whether a document's `_type` (from a webhook, say) is one the site shows. */
export function isContentType(name: string): name is ContentType {
  return NAMES.has(name);
}
