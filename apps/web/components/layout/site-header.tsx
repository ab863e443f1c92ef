import type { Route } from 'next';
import Link from 'next/link';

import type { NavLink, SiteSettings } from '@/lib/content';

/** The top bar: brand and the CMS navigation links. (Styled and made interactive in the landing work.) */
export function SiteHeader({ settings, links }: { settings: SiteSettings; links: NavLink[] }) {
  return (
    <header>
      <Link href="/">{settings.brandName}</Link>
      <nav aria-label="Main">
        <ul>
          {links.map((link) => (
            <li key={link._id}>
              <Link href={link.href as Route}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <Link href="/#waitlist">Join Waitlist</Link>
    </header>
  );
}
