import { disableDraftMode } from '@/lib/content/draft-mode';

export const dynamic = 'force-dynamic';

/** The preview bar's "exit" link. */
export function GET(request: Request) {
  return disableDraftMode(request);
}
