'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** The events that say a visitor is about to follow a link: a pointer on it, focus, a touch. */
const INTENT = ['pointerover', 'focusin', 'touchstart'] as const;

/** The site page a link leads to, if it is one (not an API route, not a file such as the feed). */
export function prefetchablePath(link: HTMLAnchorElement, here: Location): string | undefined {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  const url = new URL(link.getAttribute('href') ?? '', here.href);
  if (url.origin !== here.origin || url.pathname.startsWith('/api/')) return;
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return;
  const path = url.pathname + url.search;
  return path === here.pathname + here.search ? undefined : path;
}

/**
 * Prefetches the page behind a link once a visitor shows intent to follow it, for every link of
 * the page through one listener each on the document (links are not prefetched in view: see
 * components/ui/link). On a desktop the pointer rests on a link a few hundred milliseconds
 * before the click, on a phone a touch starts about a hundred before it. Renders nothing.
 */
export function IntentPrefetch() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const path = prefetchablePath(link, window.location);
      if (!path || prefetched.has(path)) return;
      prefetched.add(path);
      router.prefetch(path);
    };
    INTENT.forEach((type) => document.addEventListener(type, onIntent, { passive: true }));
    return () => INTENT.forEach((type) => document.removeEventListener(type, onIntent));
  }, [router]);
  return null;
}
