'use client';

import { TIMINGS } from '@brp/core/constants';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import {
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

import { scrollToY } from '@/lib/browser/scroll';

export interface TopBarLink {
  id: string;
  label: string;
  href: string;
}

interface TopBarClientProps {
  className?: string;
  brandName: string;
  /** The logo's URL, already sized for the bar (the server picks the CDN size or the seed file). */
  logoSrc?: string;
  links: TopBarLink[];
}

const sectionOf = (href: string) =>
  href.includes('#') ? href.slice(href.indexOf('#') + 1) : undefined;

/** The line across the viewport (from its top) that the observed band, 45–50 %, straddles. */
const BAND_LINE = 0.475;

/** Which of the linked sections fills the middle of the viewport, as the page scrolls. */
function useActiveSection(links: TopBarLink[], enabled: boolean): string | undefined {
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

/** Keeps Tab and Shift+Tab inside the element handling the event (the open menu). */
function trapFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const focusable = event.currentTarget.querySelectorAll<HTMLElement>(
    'a[href], button:not([disabled])',
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

function NavItems({
  links,
  active,
  onNavigate,
}: {
  links: TopBarLink[];
  active?: string;
  onNavigate?: () => void;
}) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.id}>
          <Link
            href={link.href}
            data-active={active === link.id}
            aria-current={active === link.id ? 'location' : undefined}
            onClick={onNavigate}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The fixed top bar's behaviour: translucent once scrolled past 20 px, the section in view
 * highlighted, the logo scrolling home over 500 ms, and on small screens a slide-in menu that
 * closes on a link, Escape or a click outside and keeps focus inside while open.
 */
export function TopBarClient({ className, brandName, logoSrc, links }: TopBarClientProps) {
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [logoFailed, setLogoFailed] = useState(!logoSrc);
  const menuButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const logoImage = useRef<HTMLImageElement>(null);
  const active = useActiveSection(links, pathname === '/');

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > TIMINGS.topBarScrollThresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  // An image that failed before hydration fired its error event too early for React to see it.
  useEffect(() => {
    const image = logoImage.current;
    if (image?.complete && image.naturalWidth === 0) setLogoFailed(true);
  }, []);

  const closeMenu = useCallback((returnFocus = true) => {
    setMenuOpen(false);
    if (returnFocus) menuButton.current?.focus();
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    panel.current?.querySelector<HTMLElement>('a[href]')?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu();
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [menuOpen, closeMenu]);

  const onLogoClick = (event: MouseEvent<HTMLAnchorElement>) => {
    closeMenu(false);
    if (pathname !== '/') return;
    event.preventDefault();
    window.history.replaceState(window.history.state, '', '/');
    void scrollToY(0, TIMINGS.logoScrollMs);
  };

  return (
    <header className={className} data-scrolled={scrolled} data-menu-open={menuOpen}>
      <div data-part="bar">
        <Link href="/" data-part="brand" onClick={onLogoClick}>
          {logoSrc && !logoFailed ? (
            // A 36 px mark: next/image's client code would cost more than it saves here.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              ref={logoImage}
              src={logoSrc}
              alt=""
              width={36}
              height={36}
              decoding="async"
              fetchPriority="low"
              onError={() => setLogoFailed(true)}
            />
          ) : (
            <span data-part="logo-fallback" aria-hidden="true">
              {brandName.charAt(0)}
            </span>
          )}
          <span data-part="brand-name">{brandName}</span>
        </Link>
        <nav aria-label="Main" data-part="nav">
          <NavItems links={links} active={active} />
        </nav>
        <Link href="/#waitlist" data-part="cta">
          Join Waitlist
        </Link>
        <button
          ref={menuButton}
          type="button"
          data-part="menu-button"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span data-part="menu-icon" aria-hidden="true" />
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
      </div>
      <div data-part="backdrop" aria-hidden="true" onClick={() => closeMenu()} />
      <div
        ref={panel}
        id="mobile-menu"
        data-part="panel"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        inert={!menuOpen}
        onKeyDown={trapFocus}
      >
        <nav aria-label="Menu">
          <NavItems links={links} active={active} onNavigate={() => closeMenu(false)} />
        </nav>
        <Link href="/#waitlist" data-part="panel-cta" onClick={() => closeMenu(false)}>
          Join Waitlist
        </Link>
        <button type="button" data-part="panel-close" onClick={() => closeMenu()}>
          Close menu
        </button>
      </div>
    </header>
  );
}
