import { clientAddress } from '@/lib/rate-limits/client-address';
import { handleSupportMessage } from '@/lib/support/record-message';
import { supportDependencies } from '@/lib/support/service';

/** The contact form's message, recorded before anything else: lib/support/record-message.ts. */
export function POST(request: Request) {
  return handleSupportMessage(request, clientAddress(request), supportDependencies);
}
