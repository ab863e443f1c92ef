import { handleConfirm } from '@/lib/waitlist/confirmation';

/** The confirmation page's button: lib/waitlist/confirmation.ts. */
export function POST(request: Request) {
  return handleConfirm(request);
}
