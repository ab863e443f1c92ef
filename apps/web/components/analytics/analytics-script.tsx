import {
  analyticsCollectUrl,
  analyticsScriptUrl,
  type AnalyticsConfig,
} from '@/lib/analytics/config';

/**
 * The analytics server's own script, from the address the Content-Security-Policy names (the
 * site's own origin, or that exact path on another). Deferred: it never holds the page back. The
 * site reports page views itself (PageViews), so the script is told not to count the address it
 * sees, and where to send reports: the collector the policy allows, not one it works out.
 */
export function AnalyticsScript({ config }: { config: AnalyticsConfig }) {
  const src = analyticsScriptUrl(config);
  return config.provider === 'umami' ? (
    <script
      defer
      src={src}
      data-website-id={config.siteId}
      data-host-url={config.base}
      data-auto-track="false"
      data-site-analytics=""
    />
  ) : (
    <script
      defer
      src={src}
      data-domain={config.siteId}
      data-api={analyticsCollectUrl(config)}
      data-site-analytics=""
    />
  );
}
