import { handleSignup } from '@/lib/waitlist/signup';
import { clientAddress, database, locateClient, signupLimit } from '@/lib/waitlist/service';

/** The waitlist form's signup: lib/waitlist/signup.ts. */
export function POST(request: Request) {
  return handleSignup(request, clientAddress(request), {
    limit: signupLimit,
    database,
    locate: locateClient,
  });
}
