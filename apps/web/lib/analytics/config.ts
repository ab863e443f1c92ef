/** A self-hosted analytics server (ANALYTICS_URL, ANALYTICS_SITE_ID, ANALYTICS_PROVIDER). */
export interface AnalyticsConfig {
  /** Umami, or Plausible Community Edition: both cookieless, both self-hosted. */
  provider: 'umami' | 'plausible';
  /**
   * Where the server answers, without a trailing slash: a path on the site's own origin
   * (`/stats`, which the proxy in front forwards to it), or an absolute address elsewhere
   * (`https://analytics.example.com`, `https://example.org/umami`). Its script and its
   * collector are under it.
   */
  base: string;
  /** Umami's website ID, or the site's domain in Plausible. */
  siteId: string;
}

/** ANALYTICS_URL (checked by lib/config/schema.ts) as the base the addresses below start with. */
export function analyticsBase(url: string): string {
  const base = url.startsWith('/') ? url : new URL(url).href;
  return base.replace(/\/+$/, '');
}

/** The address of the provider's script: Umami's, with page views left to the site
 * (`data-auto-track="false"`); Plausible's manual variant, for the same reason. */
export function analyticsScriptUrl({ provider, base }: AnalyticsConfig): string {
  return provider === 'umami' ? `${base}/script.js` : `${base}/js/script.manual.js`;
}

/**
 * Where the script sends its reports. The layout tells the script (Umami's `data-host-url`,
 * Plausible's `data-api`) rather than letting it work the address out, so that this is the one
 * the Content-Security-Policy allows.
 */
export function analyticsCollectUrl({ provider, base }: AnalyticsConfig): string {
  return provider === 'umami' ? `${base}/api/send` : `${base}/api/event`;
}

/** The mark a confirmation's redirect puts on the status page's address, where analytics is
 * configured: that page view reports the funnel's last step (components/analytics/page-views). */
export const CONFIRMED_MARK = '#confirmed';
