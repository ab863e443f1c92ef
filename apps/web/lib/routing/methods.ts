/**
 * Which methods each address answers. Pages, feeds, images and cards answer GET and HEAD; the two
 * routes that take a body answer POST. The proxy answers anything else itself (405 with `Allow`,
 * 204 for OPTIONS), so no route handler meets a method it was not written for: Next answers TRACE
 * on a route handler with a 500, and a page rendered on demand would answer PUT with its body.
 */

const READ = ['GET', 'HEAD'] as const;

/** The routes that take a body, and their one method. */
const WRITE_ROUTES: Record<string, readonly string[]> = {
  '/api/revalidate': ['POST'],
  '/api/v1.0/email/send': ['POST'],
};

/** The methods `pathname` answers (OPTIONS aside, which every address answers with this list). */
export function allowedMethods(pathname: string): readonly string[] {
  return WRITE_ROUTES[pathname] ?? READ;
}

/** The answer to a method `pathname` does not take, or undefined when it takes it. */
export function refuseMethod(method: string, pathname: string): Response | undefined {
  const allowed = allowedMethods(pathname);
  if (allowed.includes(method)) return undefined;
  const headers = { allow: [...allowed, 'OPTIONS'].join(', ') };
  if (method === 'OPTIONS') return new Response(null, { status: 204, headers });
  return new Response('Method Not Allowed', { status: 405, headers });
}

/** The API routes that exist: any other address under /api/ is unknown. */
export const API_ROUTES: readonly string[] = [
  ...Object.keys(WRITE_ROUTES),
  '/api/draft-mode/enable',
  '/api/draft-mode/disable',
  '/api/draft-mode/visual-editing',
];
