/**
 * Where a signup came from, as the first page of its visit saw it: the campaign's UTM parameters,
 * the referring site's host and the landing path. The browser reads them once, when the visit's
 * first page loads, and keeps them in the page's memory only (no cookie, no storage), so they
 * survive the visit's client-side navigations and nothing else; the server keeps them on the
 * signup. Pure, so the browser and the server share the names and the limits.
 */

/** The UTM parameters kept, by the signup field that keeps each. Others are ignored. */
export const UTM_PARAMETERS = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmContent: 'utm_content',
  utmTerm: 'utm_term',
} as const;

type UtmField = keyof typeof UTM_PARAMETERS;

export type VisitSource = Record<UtmField | 'referrerHost' | 'landingPath', string | null>;

/** The longest value kept of a UTM parameter and of a path (a host name is whole or nothing). */
export const SOURCE_LIMITS = { utm: 100, landingPath: 200 } as const;

const FIELDS = [
  ...Object.keys(UTM_PARAMETERS),
  'referrerHost',
  'landingPath',
] as (keyof VisitSource)[];

export const NO_SOURCE: VisitSource = Object.fromEntries(
  FIELDS.map((field) => [field, null]),
) as VisitSource;

/**
 * The source of a visit whose first page is `page` and whose document was reached from
 * `referrer` (document.referrer, empty when none): each value cut to its limit, so a long address
 * cannot make the signup's body too large; the referrer only when it is another site.
 */
export function sourceOfVisit(
  page: { search: string; pathname: string; hostname: string },
  referrer: string,
): VisitSource {
  const query = new URLSearchParams(page.search);
  const source = { ...NO_SOURCE };
  for (const [field, parameter] of Object.entries(UTM_PARAMETERS)) {
    source[field as UtmField] = query.get(parameter)?.slice(0, SOURCE_LIMITS.utm) || null;
  }
  const host = URL.canParse(referrer) ? new URL(referrer).hostname : '';
  source.referrerHost = host && host !== page.hostname ? host : null;
  source.landingPath = page.pathname.slice(0, SOURCE_LIMITS.landingPath);
  return source;
}

/** Control and format characters (bidirectional overrides, zero-width joiners): never kept. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
/** A host name: dot-separated labels of up to 63 letters, digits and inner hyphens, 253 in all. */
const HOST_NAME =
  /^(?=.{1,253}$)[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)*$/;

/** Plain text of at most `limit` characters, or null. */
function plainText(value: unknown, limit: number): string | null {
  if (typeof value !== 'string') return null;
  return value.replace(INVISIBLE, '').trim().slice(0, limit) || null;
}

/**
 * What the server keeps of the source a browser sent: plain text within the limits, a host name
 * that is one (lowercase), a path that is one; anything else, and any other field, is dropped.
 * It is only ever written when a signup is first recorded, never over someone's row.
 */
export function readVisitSource(value: unknown): VisitSource {
  if (typeof value !== 'object' || value === null) return NO_SOURCE;
  const sent = value as Record<string, unknown>;
  const source = { ...NO_SOURCE };
  for (const field of Object.keys(UTM_PARAMETERS) as UtmField[]) {
    source[field] = plainText(sent[field], SOURCE_LIMITS.utm);
  }
  // Whole or not at all: a host name cut short is another host.
  const host = typeof sent.referrerHost === 'string' ? sent.referrerHost.trim().toLowerCase() : '';
  source.referrerHost = HOST_NAME.test(host) ? host : null;
  const path = plainText(sent.landingPath, SOURCE_LIMITS.landingPath);
  source.landingPath = path?.startsWith('/') ? path : null;
  return source;
}
