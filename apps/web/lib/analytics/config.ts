/** A self-hosted analytics server (ANALYTICS_URL, ANALYTICS_SITE_ID, ANALYTICS_PROVIDER). */
export interface AnalyticsConfig {
  /** Umami, or Plausible Community Edition: both cookieless, both self-hosted. */
  provider: 'umami' | 'plausible';
  /** The server's origin: its script comes from there and its reports go there. */
  origin: string;
  /** Umami's website ID, or the site's domain in Plausible. */
  siteId: string;
}

/** The address of the provider's script: Umami's, with page views left to the site
 * (`data-auto-track="false"`); Plausible's manual variant, for the same reason. */
export function analyticsScriptUrl({ provider, origin }: AnalyticsConfig): string {
  return provider === 'umami' ? `${origin}/script.js` : `${origin}/js/script.manual.js`;
}

/** The mark a confirmation's redirect puts on the status page's address, where analytics is
 * configured: that page view reports the funnel's last step (components/analytics/page-views). */
export const CONFIRMED_MARK = '#confirmed';
