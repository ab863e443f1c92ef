import { handleChallenge } from '@/lib/proof-of-work/route';
import { challengeFor } from '@/lib/proof-of-work/service';

/** A proof-of-work challenge for a form: lib/proof-of-work/route.ts. */
export function GET(request: Request) {
  return handleChallenge(request, challengeFor);
}
