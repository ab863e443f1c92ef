/**
 * GET /api/health: 200 while the server answers, touching nothing (no database, no content): what
 * a load balancer or a container's health check asks, and the benchmark's no-op route, the pace
 * of the server itself that the waitlist's routes are measured against (docs/waitlist.md). It
 * tells how far behind the mail is, as this server last read it (every 5 s, from memory):
 * `mail` is null before the server has opened the waitlist's database. A slow mail server
 * leaves it 200: taking every server out of a load balancer would not send one mail sooner.
 * While the database's open at start is under way it answers 503 "starting" (a readiness probe's
 * answer: a signup now would wait for the open); a failed open leaves it 200, as pages serve.
 */
import { databaseStarting, latestMailLag } from '@/lib/waitlist/database-holder';

export const dynamic = 'force-dynamic';

export function GET(): Response {
  const headers = { 'cache-control': 'no-store' };
  if (databaseStarting())
    return Response.json({ status: 'starting', mail: null }, { status: 503, headers });
  return Response.json({ status: 'ok', mail: latestMailLag() ?? null }, { headers });
}
