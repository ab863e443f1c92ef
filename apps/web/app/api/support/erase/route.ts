import { handleSupportErase } from '@/lib/support/erase';

/** The erase page's button: lib/support/erase.ts. */
export function POST(request: Request) {
  return handleSupportErase(request);
}
