'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

const sectionOf = (href: string) =>
  href.includes('#') ? href.slice(href.indexOf('#') + 1) : undefined;

/** The observed band across the viewport, as fractions of its height from the top. */
const BAND_TOP = 0.45;
const BAND_BOTTOM = 0.5;

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
    // while the page was busy can arrive late and out of step with a fast scroll. Sections are
    // judged against the band the observer watches, not a narrower line inside it: a section
    // that entered the band without reaching such a line (mid smooth scroll) gets no second
    // callback as it goes on to cross it, and would stay unmarked.
    const observer = new IntersectionObserver(
      () => {
        const bandTop = window.innerHeight * BAND_TOP;
        const bandBottom = window.innerHeight * BAND_BOTTOM;
        const overlap = (element: Element) => {
          const { top, bottom } = element.getBoundingClientRect();
          return Math.min(bottom, bandBottom) - Math.max(top, bandTop);
        };
        // Where two sections meet inside the band, the one covering more of it.
        const inBand = targets
          .map((target) => ({ ...target, overlap: overlap(target.element) }))
          .filter((target) => target.overlap > 0)
          .sort((a, b) => b.overlap - a.overlap);
        mark(inBand[0]?.href);
      },
      { rootMargin: `-${BAND_TOP * 100}% 0px -${(1 - BAND_BOTTOM) * 100}% 0px` },
    );
    targets.forEach(({ element }) => observer.observe(element));
    return () => {
      observer.disconnect();
      mark(undefined);
    };
  }, [hrefs, within, home]);
  return null;
}
