import { handleLeave } from '@/lib/waitlist/leave';

/** The leave page's button and mail clients' one-click unsubscribe: lib/waitlist/leave.ts. */
export function POST(request: Request) {
  return handleLeave(request);
}
