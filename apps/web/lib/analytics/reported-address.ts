/**
 * The address a page view or an event is reported under. The site reports it itself rather than
 * letting the tracker read `location`, because some addresses are secrets: a confirmation link, a
 * status page, a leave link or a support message's erase link carries a code in its path, and a referral link names the
 * person who shared it. Those paths are reported without their code, and of the query only the
 * campaign's UTM parameters are kept (the analytics server's source reports read them).
 */
import { SOURCE_LIMITS, UTM_PARAMETERS } from '@brp/core/visit-source';

/** Pages whose last path segment is a person's code. */
const PRIVATE_PAGES = [
  '/waitlist/confirm/',
  '/waitlist/status/',
  '/waitlist/leave/',
  '/support-messages/erase/',
];

export function reportedAddress({
  origin,
  pathname,
  search,
}: Pick<Location, 'origin' | 'pathname' | 'search'>): string {
  const privatePage = PRIVATE_PAGES.find((prefix) => pathname.startsWith(prefix));
  const path = privatePage
    ? privatePage.slice(0, -1)
    : pathname.slice(0, SOURCE_LIMITS.landingPath);
  const query = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const parameter of Object.values(UTM_PARAMETERS)) {
    const value = query.get(parameter);
    if (value) kept.set(parameter, value.slice(0, SOURCE_LIMITS.utm));
  }
  const keptQuery = kept.toString();
  return `${origin}${path}${keptQuery ? `?${keptQuery}` : ''}`;
}
