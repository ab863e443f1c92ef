/**
 * GET /api/health: 200 while the server answers, touching nothing (no database, no content): what
 * a load balancer or a container's health check asks, and the benchmark's no-op route, the pace
 * of the server itself that the waitlist's routes are measured against (docs/waitlist.md).
 */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return new Response('ok\n', {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
