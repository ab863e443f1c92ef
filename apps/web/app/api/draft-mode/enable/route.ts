import { enableDraftMode } from '@/lib/content/draft-mode';

export const dynamic = 'force-dynamic';

/** The studio's Presentation tool opens this with its preview secret. */
export function GET(request: Request) {
  return enableDraftMode(request);
}
