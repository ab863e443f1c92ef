import { classifyHref, safeRedirectPath } from './links';
import { SOURCE_LIMITS } from './visit-source';

/**
 * Short links for print: a flyer's QR code leads to `/go/<name>`, which redirects to a page of the
 * site with the campaign's UTM tags added, so the visits and signups it brings show in the
 * Waitlist tool's Sources view by campaign. Marketing makes them in the studio; the site and the
 * studio check them with the same rules, here.
 */

/** The section of the site that answers short links. */
export const SHORT_LINK_SECTION = 'go';

/** A short link's name: lowercase words joined by hyphens, short enough to type from paper. */
export const SHORT_LINK_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SHORT_LINK_NAME_MAX = 40;

export function isShortLinkName(name: string): boolean {
  return name.length <= SHORT_LINK_NAME_MAX && SHORT_LINK_NAME.test(name);
}

/** The campaign's tags a short link adds, by the UTM parameter each becomes. */
export interface CampaignTags {
  source?: string | null;
  medium?: string | null;
  campaign?: string | null;
  content?: string | null;
}

const TAG_PARAMETERS = {
  source: 'utm_source',
  medium: 'utm_medium',
  campaign: 'utm_campaign',
  content: 'utm_content',
} as const satisfies Record<keyof CampaignTags, string>;

/** A tag's value: what the site keeps of a UTM parameter (visit-source.ts), in plain words. */
const TAG_VALUE = /^[\w .-]+$/;

/** Why a campaign tag cannot be used, or null when it can (absent is fine). */
export function campaignTagProblem(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value.length > SOURCE_LIMITS.utm) return `At most ${SOURCE_LIMITS.utm} characters.`;
  if (!TAG_VALUE.test(value)) return 'Letters, digits, spaces, dots, hyphens and underscores only.';
  return null;
}

/** Any origin: only to take a path apart and put it together again. */
const PROBE_ORIGIN = 'http://site.invalid';

/**
 * Why `target` cannot be a short link's target, or null when it can: a page of this site, written
 * as its path (`/`, `/about`, `/#waitlist`), never another site, whatever its spelling.
 */
export function shortLinkTargetProblem(target: string | null | undefined): string | null {
  if (!target) return 'Choose the page the link leads to.';
  if (classifyHref(target) !== 'path' || safeRedirectPath(target, '') !== target) {
    return 'A page of this site, written as its path: /, /about or /#waitlist. A short link never leads to another site.';
  }
  if (target.split(/[?#]/)[0]!.split('/')[1] === SHORT_LINK_SECTION) {
    return 'A short link cannot lead to another short link.';
  }
  return null;
}

/**
 * Where a short link sends a visitor: its target with the campaign's tags as UTM parameters
 * (replacing any of the same name the target had, before its `#fragment`); null when the target
 * or a tag breaks the rules above, so a document the studio would refuse sends nobody anywhere.
 */
export function shortLinkDestination(target: string, tags: CampaignTags): string | null {
  if (shortLinkTargetProblem(target)) return null;
  const url = new URL(target, PROBE_ORIGIN);
  for (const [tag, parameter] of Object.entries(TAG_PARAMETERS)) {
    const value = tags[tag as keyof CampaignTags];
    if (campaignTagProblem(value)) return null;
    if (value) url.searchParams.set(parameter, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
