import { VISUAL_EDITING_PATH } from '@/lib/visual-editing/serve';

/**
 * Loads the editors' Visual Editing overlay (lib/visual-editing/entry.ts). A plain server-rendered
 * <script>, not a client component: importing one from the layout, however lazily, grows every
 * visitor's first-load JavaScript. Render it only in draft mode.
 */
export function VisualEditingScript() {
  return <script type="module" src={VISUAL_EDITING_PATH} async />;
}
