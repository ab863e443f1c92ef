import { analyticsScriptUrl, type AnalyticsConfig } from '@/lib/analytics/config';

/**
 * The analytics server's own script, from its origin (the Content-Security-Policy names exactly
 * that one). Deferred: it never holds the page back. The site reports page views itself
 * (PageViews), so the script is told not to count the address it sees.
 */
export function AnalyticsScript({ config }: { config: AnalyticsConfig }) {
  const src = analyticsScriptUrl(config);
  return config.provider === 'umami' ? (
    <script
      defer
      src={src}
      data-website-id={config.siteId}
      data-auto-track="false"
      data-site-analytics=""
    />
  ) : (
    <script defer src={src} data-domain={config.siteId} data-site-analytics="" />
  );
}
