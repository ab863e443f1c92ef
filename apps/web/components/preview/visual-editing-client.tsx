'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';

// Loaded only when an editor previews: a visitor's page never renders this leaf.
const SanityVisualEditing = dynamic(
  () => import('next-sanity/visual-editing/client-component').then((mod) => mod.VisualEditing),
  { ssr: false },
);

/**
 * Click-to-edit overlays over the stega-marked text, inside the studio's Presentation tool. An
 * edit in the studio refreshes the page from the server, which reads the drafts uncached.
 */
export function VisualEditing() {
  const router = useRouter();
  const refresh = useCallback(() => {
    router.refresh();
    return new Promise<void>((resolve) => setTimeout(resolve, 1000));
  }, [router]);
  return <SanityVisualEditing refresh={refresh} />;
}
