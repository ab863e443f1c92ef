'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

const sectionOf = (href: string) =>
  href.includes('#') ? href.slice(href.indexOf('#') + 1) : undefined;

/** The line across the viewport (from its top) that the observed band, 45–50 %, straddles. */
const BAND_LINE = 0.475;

/**
 * On the landing page, marks the top-bar links to the section that fills the middle of the
 * viewport `aria-current="location"` as the page scrolls (in the bar and in the phone menu alike),
 * through the DOM: the links themselves are the server's, and this renders nothing.
 */
export function ActiveSection({ hrefs, within }: { hrefs: string[]; within: string }) {
  const home = usePathname() === '/';
  useEffect(() => {
    const links = (href: string) =>
      document.querySelectorAll(`#${within} a[href="${CSS.escape(href)}"]`);
    const targets = hrefs.flatMap((href) => {
      const element = document.getElementById(sectionOf(href) ?? '');
      return home && element ? [{ href, element }] : [];
    });
    if (targets.length === 0) return;
    let current: string | undefined;
    const mark = (href: string | undefined) => {
      if (href === current) return;
      if (current) links(current).forEach((link) => link.removeAttribute('aria-current'));
      if (href) links(href).forEach((link) => link.setAttribute('aria-current', 'location'));
      current = href;
    };
    // The observer only says when to look; where the sections are now decides. Entries queued
    // while the page was busy can arrive late and out of step with a fast scroll.
    const observer = new IntersectionObserver(
      () => {
        const band = window.innerHeight * BAND_LINE;
        mark(
          targets.find(({ element }) => {
            const { top, bottom } = element.getBoundingClientRect();
            return top <= band && bottom > band;
          })?.href,
        );
      },
      { rootMargin: '-45% 0px -50% 0px' },
    );
    targets.forEach(({ element }) => observer.observe(element));
    return () => {
      observer.disconnect();
      mark(undefined);
    };
  }, [hrefs, within, home]);
  return null;
}
