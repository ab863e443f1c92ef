import { handleAccept } from '@/lib/waitlist/acceptance';

/** The invitation page's button: lib/waitlist/acceptance.ts. */
export function POST(request: Request) {
  return handleAccept(request);
}
