import { handleNomination } from '@/lib/waitlist/nominate';

/** A confirmed person names a local shop from their status page: lib/waitlist/nominate.ts. */
export function POST(request: Request) {
  return handleNomination(request);
}
