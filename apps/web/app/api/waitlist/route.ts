import { proofFor } from '@/lib/proof-of-work/service';
import { clientAddress } from '@/lib/rate-limits/client-address';
import { handleSignup } from '@/lib/waitlist/signup';
import {
  creditsPerDay,
  locateClient,
  openedDatabase,
  signupLimit,
  trustUnconfirmed,
  unconfirmedDays,
} from '@/lib/waitlist/service';

/** The waitlist form's signup: lib/waitlist/signup.ts. */
export function POST(request: Request) {
  return handleSignup(request, clientAddress(request), {
    limit: signupLimit,
    database: openedDatabase,
    proof: (payload) => proofFor(payload, 'waitlist'),
    locate: locateClient,
    trustUnconfirmed,
    creditsPerDay,
    unconfirmedDays,
  });
}
