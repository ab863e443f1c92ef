'use client';

import { Link } from '@/components/ui/link/link';
import { usePathname } from 'next/navigation';
import { createContext, type ReactNode, use, useEffect, useState } from 'react';

interface SectionLinkTarget {
  id: string;
  href: string;
}

const sectionOf = (href: string) =>
  href.includes('#') ? href.slice(href.indexOf('#') + 1) : undefined;

/** The line across the viewport (from its top) that the observed band, 45–50 %, straddles. */
const BAND_LINE = 0.475;

/** The id of the link whose section fills the middle of the viewport, if any. */
const ActiveLink = createContext<string | undefined>(undefined);

/** Which of the linked sections fills the middle of the viewport, as the page scrolls. */
function useActiveSection(links: SectionLinkTarget[], enabled: boolean): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    if (!enabled) return;
    const targets = links.flatMap((link) => {
      const element = document.getElementById(sectionOf(link.href) ?? '');
      return element ? [{ link: link.id, element }] : [];
    });
    // The observer only says when to look; where the sections are now decides. Entries queued
    // while the page was busy can arrive late and out of step with a fast scroll.
    const observer = new IntersectionObserver(
      () => {
        const band = window.innerHeight * BAND_LINE;
        const current = targets.find(({ element }) => {
          const { top, bottom } = element.getBoundingClientRect();
          return top <= band && bottom > band;
        });
        setActive(current?.link);
      },
      { rootMargin: '-45% 0px -50% 0px' },
    );
    targets.forEach(({ element }) => observer.observe(element));
    return () => observer.disconnect();
  }, [links, enabled]);
  return enabled ? active : undefined;
}

/** Tracks, on the landing page only, which of `links` points at the section in view. */
export function ActiveSectionProvider({
  links,
  children,
}: {
  links: SectionLinkTarget[];
  children: ReactNode;
}) {
  const active = useActiveSection(links, usePathname() === '/');
  return <ActiveLink value={active}>{children}</ActiveLink>;
}

/** A top-bar link, marked `aria-current="location"` while its section is the one in view. */
export function SectionLink({ id, href, children }: SectionLinkTarget & { children: ReactNode }) {
  const current = use(ActiveLink) === id;
  return (
    <Link href={href} aria-current={current ? 'location' : undefined}>
      {children}
    </Link>
  );
}
