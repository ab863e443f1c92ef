import { describe, expect, it } from 'vitest';

import { analyticsBase, analyticsCollectUrl, analyticsScriptUrl } from './analytics/config';
import {
  VIDEO_HOST,
  contentSecurityPolicy,
  draftModeHeaders,
  securityHeaders,
} from './security-headers';

/** Where a server at ANALYTICS_URL `url` has its script and collector, as the site computes it. */
function analyticsAt(provider: 'umami' | 'plausible', url: string) {
  const config = { provider, base: analyticsBase(url), siteId: 'site-1' };
  return { scriptUrl: analyticsScriptUrl(config), collectUrl: analyticsCollectUrl(config) };
}

const embedded = {
  imageCdnUrl: undefined,
  emailApiUrl: undefined,
  geoEndpoint: 'https://ipwho.is/',
  videoHost: VIDEO_HOST,
};

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((entry) => {
      const [name = '', ...sources] = entry.split(' ');
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('allows only the site, the geolocation service and the video host on the seed content', () => {
    const policy = directives(contentSecurityPolicy(embedded));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://ipwho.is']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    // Inline scripts run only by their hashes, which the production server adds per page.
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  it('adds the image CDN and the e-mail API as origins when they are configured', () => {
    const policy = directives(
      contentSecurityPolicy({
        ...embedded,
        imageCdnUrl: 'https://cdn.sanity.io',
        emailApiUrl: 'https://api.emailjs.com/api/v1.0/email/send',
      }),
    );
    expect(policy.get('img-src')).toContain('https://cdn.sanity.io');
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.emailjs.com',
      'https://ipwho.is',
    ]);
  });

  it('adds nothing for an analytics server the site proxies on its own origin', () => {
    const policy = directives(
      contentSecurityPolicy({ ...embedded, analytics: analyticsAt('umami', '/stats') }),
    );
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://ipwho.is']);
  });

  it.each([
    ['umami', '/umami/script.js', '/umami/api/send'],
    ['plausible', '/umami/js/script.manual.js', '/umami/api/event'],
  ] as const)(
    "names only the %s script's and collector's own addresses on another origin, never the origin",
    (provider, script, collector) => {
      const policy = directives(
        contentSecurityPolicy({
          ...embedded,
          analytics: analyticsAt(provider, 'https://stats.example.com/umami/'),
        }),
      );
      // Anything else that origin serves (its dashboard, another site's upload) cannot run here.
      expect(policy.get('script-src')).toEqual(["'self'", `https://stats.example.com${script}`]);
      expect(policy.get('connect-src')).toEqual([
        "'self'",
        'https://ipwho.is',
        `https://stats.example.com${collector}`,
      ]);
    },
  );

  it('lets only the development server evaluate code and run inline scripts unhashed', () => {
    const policy = directives(contentSecurityPolicy(embedded, { dev: true }));
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
  });
});

describe('securityHeaders', () => {
  it('sends HSTS, nosniff, a referrer policy, a permissions policy and the CSP', () => {
    const headers = new Map(securityHeaders(embedded).map(({ key, value }) => [key, value]));
    expect(headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d{8,}/);
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('Permissions-Policy')).toContain('camera=()');
    expect(headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
  });
});

describe('draftModeHeaders', () => {
  it('lets only the studio origins frame a draft preview, and keeps the rest of the policy', () => {
    const headers = new Map(
      draftModeHeaders(embedded, ['https://blocal.sanity.studio', 'http://localhost:3333']).map(
        ({ key, value }) => [key, value],
      ),
    );
    const policy = directives(headers.get('Content-Security-Policy') ?? '');
    expect(policy.get('frame-ancestors')).toEqual([
      'https://blocal.sanity.studio',
      'http://localhost:3333',
    ]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
  });
});
