import { serveVisualEditing } from '@/lib/visual-editing/serve';

// Per request: whether the caller is in draft mode decides between the module and 404.
export const dynamic = 'force-dynamic';

/** The editors' Visual Editing module, loaded by the layout's draft-mode <script>. */
export function GET(request: Request) {
  return serveVisualEditing(request);
}
