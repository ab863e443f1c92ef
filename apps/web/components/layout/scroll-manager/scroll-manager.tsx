'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

import { scrollToSection, takeScrollRequest } from '@/lib/browser/scroll';

/**
 * Honours a scroll request left by a link on another page (a feature page's back link asks for
 * #features): on arrival the page scrolls there over 800 ms, 80 px above it, and the request is
 * cleared so a reload does not repeat it. Renders nothing.
 */
export function ScrollManager() {
  const pathname = usePathname();
  useEffect(() => {
    const target = takeScrollRequest();
    if (target) void scrollToSection(target);
  }, [pathname]);
  return null;
}
