'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

import { scrollToSection, takeScrollRequest, warmScrollEngine } from '@/lib/browser/scroll';

const FIRST_SIGNS_OF_LIFE = ['pointermove', 'touchstart', 'keydown', 'scroll'] as const;

/**
 * Honours a scroll request left by a link on another page (a feature page's back link asks for
 * #features): on arrival the page scrolls there over 800 ms, 80 px above it, and the request is
 * cleared so a reload does not repeat it. It also fetches the scroll engine once the visitor
 * stirs, so the first timed scroll starts on time. Renders nothing.
 */
export function ScrollManager() {
  const pathname = usePathname();
  useEffect(() => {
    const warm = () => {
      warmScrollEngine();
      stop();
    };
    const stop = () =>
      FIRST_SIGNS_OF_LIFE.forEach((type) => window.removeEventListener(type, warm));
    FIRST_SIGNS_OF_LIFE.forEach((type) => window.addEventListener(type, warm, { passive: true }));
    return stop;
  }, []);
  useEffect(() => {
    const target = takeScrollRequest();
    if (target) void scrollToSection(target);
  }, [pathname]);
  return null;
}
