import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { getNavLinks, getSiteSettings } from '@/lib/content';

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings();
  return {
    title: {
      default: `${settings.brandName}: ${settings.tagline}`,
      template: `%s | ${settings.brandName}`,
    },
    description: settings.description,
  };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [settings, headerLinks, footerLinks] = await Promise.all([
    getSiteSettings(),
    getNavLinks('header'),
    getNavLinks('footer'),
  ]);
  return (
    <html lang="en">
      <body>
        <SiteHeader settings={settings} links={headerLinks} />
        {children}
        <SiteFooter settings={settings} links={footerLinks} />
      </body>
    </html>
  );
}
