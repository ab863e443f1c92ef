/**
 * GET /api/health: 200 while the server answers, touching nothing (no database, no content): what
 * a load balancer or a container's health check asks, and the benchmark's no-op route, the pace
 * of the server itself that the waitlist's routes are measured against (docs/waitlist.md). It
 * tells how far behind the mail is, as this server last read it (every 5 s, from memory):
 * `mail` is null before the server has opened the waitlist's database. A slow mail server
 * leaves it 200: taking every server out of a load balancer would not send one mail sooner.
 */
import { latestMailLag } from '@/lib/waitlist/database-holder';

export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json(
    { status: 'ok', mail: latestMailLag() ?? null },
    { headers: { 'cache-control': 'no-store' } },
  );
}
