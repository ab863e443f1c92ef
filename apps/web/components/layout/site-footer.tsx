import type { Route } from 'next';
import Link from 'next/link';

import type { NavLink, SiteSettings } from '@/lib/content';

export function SiteFooter({ settings, links }: { settings: SiteSettings; links: NavLink[] }) {
  return (
    <footer>
      <p>{settings.brandName}</p>
      <p>{settings.tagline}</p>
      <nav aria-label="Footer">
        <ul>
          {links.map((link) => (
            <li key={link._id}>
              <Link href={link.href as Route}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
    </footer>
  );
}
