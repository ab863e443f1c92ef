import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

import { AnalyticsScript } from '@/components/analytics/analytics-script';
import { PageViews } from '@/components/analytics/page-views';

import { FirstPageMemory } from '@/components/layout/first-page/first-page-memory';
import { Footer } from '@/components/layout/footer/footer';
import { IntentPrefetch } from '@/components/layout/intent-prefetch/intent-prefetch';
import { Main } from '@/components/layout/main/main';
import { ScrollManager } from '@/components/layout/scroll-manager/scroll-manager';
import { Reveals } from '@/components/motion/reveals';
import { TopBar } from '@/components/layout/top-bar/top-bar';
import { PreviewBar } from '@/components/preview/preview-bar';
import { VisualEditingScript } from '@/components/preview/visual-editing-script';
import { getNavLinks, getSiteSettings, isDraftMode } from '@/lib/content';
import { analyticsConfig, siteUrl } from '@/lib/env';
import { BrandFontScript } from '@/styles/brand-font-script';
import { jakarta } from '@/styles/fonts';
import { GlobalStyles } from '@/styles/global-styles';
// Before any styled component renders: their rules reach the page through it (see the module).
import '@/styles/rule-sheets/register';
import { palette } from '@/styles/tokens';

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings({ published: true });
  return {
    metadataBase: new URL(siteUrl),
    title: {
      default: `${settings.brandName}: ${settings.tagline}`,
      template: `%s | ${settings.brandName}`,
    },
    description: settings.description,
    // Editors can hide a whole copy of the site (a staging dataset) from search engines.
    ...(settings.seo?.noindex && { robots: { index: false, follow: false } }),
    // The preview images are generated per page type (app/opengraph-image.tsx and the blog's).
    openGraph: { type: 'website', siteName: settings.brandName },
    twitter: { card: 'summary_large_image' },
  };
}

export const viewport: Viewport = { themeColor: palette.night };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [settings, headerLinks, footerLinks, draft] = await Promise.all([
    getSiteSettings(),
    getNavLinks('header'),
    getNavLinks('footer'),
    isDraftMode(),
  ]);
  // Editors previewing a draft are not visitors: no script, no report.
  const analytics = draft ? undefined : analyticsConfig;
  return (
    // Next disables smooth scrolling during route changes when the root says it is smooth.
    // The head script marks <html> before it hydrates (the brand font, when cached).
    <html
      lang="en"
      className={jakarta.variable}
      data-scroll-behavior="smooth"
      suppressHydrationWarning
    >
      <head>
        <BrandFontScript />
        {analytics && <AnalyticsScript config={analytics} />}
      </head>
      <body>
        {/* First: its effect notes the address before any other's can change it. */}
        <FirstPageMemory />
        <GlobalStyles />
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <TopBar settings={settings} links={headerLinks} />
        <Main id="main">{children}</Main>
        <Footer settings={settings} links={footerLinks} />
        <ScrollManager />
        <Reveals />
        <IntentPrefetch />
        {analytics && <PageViews />}
        {draft && (
          <>
            <PreviewBar />
            <VisualEditingScript />
          </>
        )}
      </body>
    </html>
  );
}
