/**
 * Which methods each address answers. Pages, feeds, images and cards answer GET and HEAD; the
 * routes that take a body answer POST; the waitlist team's routes, called from the studio's
 * origin, answer their CORS preflight (OPTIONS) themselves. The proxy answers anything else itself (405 with `Allow`,
 * 204 for OPTIONS), so no route handler meets a method it was not written for: Next answers TRACE
 * on a route handler with a 500, and a page rendered on demand would answer PUT with its body.
 */

const READ = ['GET', 'HEAD'] as const;

/** The API routes that take other methods than GET and HEAD, and the methods they take. */
const ROUTE_METHODS: Record<string, readonly string[]> = {
  '/api/revalidate': ['POST'],
  '/api/v1.0/email/send': ['POST'],
  '/api/waitlist': ['POST'],
  '/api/waitlist/sent': ['POST'],
  '/api/waitlist/confirm': ['POST'],
  '/api/waitlist/leave': ['POST'],
  '/api/waitlist/nominate': ['POST'],
  '/api/waitlist/accept': ['POST'],
  '/api/support': ['POST'],
  '/api/support/erase': ['POST'],
  '/api/waitlist/team/summary': [...READ, 'OPTIONS'],
  '/api/waitlist/team/areas': [...READ, 'OPTIONS'],
  '/api/waitlist/team/nominations': [...READ, 'OPTIONS'],
  '/api/waitlist/team/thresholds': ['POST', 'OPTIONS'],
  '/api/waitlist/team/invitations': ['POST', 'OPTIONS'],
  '/api/waitlist/team/invitations/preview': ['POST', 'OPTIONS'],
  '/api/waitlist/team/sources': [...READ, 'OPTIONS'],
  '/api/waitlist/team/map': [...READ, 'OPTIONS'],
  '/api/waitlist/team/people': [...READ, 'OPTIONS'],
  '/api/waitlist/team/search': ['POST', 'OPTIONS'],
  '/api/waitlist/team/export': [...READ, 'OPTIONS'],
  '/api/waitlist/team/erase': ['POST', 'OPTIONS'],
  '/api/waitlist/team/void': ['POST', 'OPTIONS'],
  '/api/waitlist/team/support': [...READ, 'OPTIONS'],
  '/api/waitlist/team/support/search': ['POST', 'OPTIONS'],
  '/api/waitlist/team/support/message': [...READ, 'OPTIONS'],
  '/api/waitlist/team/support/mark': ['POST', 'OPTIONS'],
  '/api/waitlist/team/support/erase': ['POST', 'OPTIONS'],
};

/** The methods `pathname` answers (OPTIONS aside, which every address answers with this list). */
export function allowedMethods(pathname: string): readonly string[] {
  return ROUTE_METHODS[pathname] ?? READ;
}

/** The `Allow` header of `pathname`'s 405: its methods, and OPTIONS, which every address takes. */
export function allowHeader(pathname: string): string {
  return [...new Set([...allowedMethods(pathname), 'OPTIONS'])].join(', ');
}

/** The answer to a method `pathname` does not take, or undefined when it takes it. */
export function refuseMethod(method: string, pathname: string): Response | undefined {
  const allowed = allowedMethods(pathname);
  if (allowed.includes(method)) return undefined;
  const headers = { allow: allowHeader(pathname) };
  if (method === 'OPTIONS') return new Response(null, { status: 204, headers });
  return new Response('Method Not Allowed', { status: 405, headers });
}

/** The API routes that exist: any other address under /api/ is unknown. */
export const API_ROUTES: readonly string[] = [
  ...Object.keys(ROUTE_METHODS),
  '/api/draft-mode/enable',
  '/api/draft-mode/disable',
  '/api/draft-mode/visual-editing',
  '/api/health',
  '/api/challenge',
];
