import { describe, expect, it } from 'vitest';

import { parseEnv, teamCredentialDays } from './schema';

const EMAILJS = {
  EMAILJS_PUBLIC_KEY: 'public',
  EMAILJS_SERVICE_ID: 'service',
  EMAILJS_WAITLIST_TEMPLATE_ID: 'waitlist',
  EMAILJS_SUPPORT_TEMPLATE_ID: 'support',
};

function problems(source: Record<string, string>): string {
  try {
    parseEnv(source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be refused');
}

describe('parseEnv', () => {
  it('accepts an empty environment, with the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      NEXT_DIST_DIR: '.next',
      SANITY_API_VERSION: '2025-06-01',
      SANITY_REVALIDATE_SECONDS: 3600,
      SANITY_SCHEDULE_REFRESH_SECONDS: 60,
      SANITY_ADDRESS_RELOAD_SECONDS: 10,
    });
    expect([env.SANITY_PROJECT_ID, env.OUTBOX_ENABLED]).toEqual([undefined, undefined]);
  });

  it('accepts a complete production configuration, trimmed, blanks as unset', () => {
    const env = parseEnv({
      ...EMAILJS,
      SANITY_PROJECT_ID: ' abc123 ',
      SANITY_DATASET: 'production',
      SANITY_REVALIDATE_SECONDS: '60',
      NEXT_PUBLIC_SITE_URL: 'https://example.com',
      OUTBOX_ENABLED: '0',
      GEO_ENDPOINT: '',
    });
    expect(env).toMatchObject({
      SANITY_PROJECT_ID: 'abc123',
      SANITY_REVALIDATE_SECONDS: 60,
      EMAILJS_SUPPORT_TEMPLATE_ID: 'support',
      OUTBOX_ENABLED: false,
    });
    expect(env.GEO_ENDPOINT).toBeUndefined();
  });

  it('names the missing variables of a partial EmailJS set', () => {
    expect(problems({ EMAILJS_PUBLIC_KEY: 'public', EMAILJS_SERVICE_ID: 'service' })).toContain(
      'EmailJS is half configured: EMAILJS_WAITLIST_TEMPLATE_ID, EMAILJS_SUPPORT_TEMPLATE_ID are missing. Set all four',
    );
    expect(problems({ ...EMAILJS, EMAILJS_SERVICE_ID: ' ' })).toContain(
      'EMAILJS_SERVICE_ID is missing',
    );
  });

  it.each([
    ['NEXT_PUBLIC_SITE_URL', 'example.com', 'https://example.com'],
    ['NEXT_PUBLIC_SITE_URL', 'ftp://example.com', 'https://example.com'],
    ['SANITY_API_HOST', 'http//broken', 'https://api.sanity.io'],
    ['EMAILJS_ORIGIN', 'api.emailjs.com', 'https://api.emailjs.com'],
    ['GEO_ENDPOINT', 'not a url', 'https://ipwho.is/'],
  ])('names a malformed URL in %s (%s) and shows the form it needs', (name, value, example) => {
    expect(problems({ [name]: value })).toContain(
      `${name} is not an absolute http(s) URL; write it like ${example}`,
    );
  });

  it.each(['soon', '1h', '12.5', '-5'])('refuses a revalidation time of "%s"', (value) => {
    expect(problems({ SANITY_REVALIDATE_SECONDS: value })).toContain(
      'SANITY_REVALIDATE_SECONDS is not a whole number of seconds; set a positive integer such as 3600',
    );
  });

  it('reads the studio URL as a list of origins, the studio first', () => {
    const env = parseEnv({
      SANITY_STUDIO_URL: ' https://blocal.sanity.studio/desk , http://localhost:3333 ',
    });
    expect(env.SANITY_STUDIO_URL).toEqual([
      'https://blocal.sanity.studio/desk',
      'http://localhost:3333',
    ]);
    expect(parseEnv({}).SANITY_STUDIO_URL).toBeUndefined();
  });

  it('reads the viewer token for draft previews', () => {
    expect(parseEnv({ SANITY_VIEWER_TOKEN: ' sk-viewer ' }).SANITY_VIEWER_TOKEN).toBe('sk-viewer');
  });

  it('names a malformed studio URL and shows the form it needs', () => {
    expect(problems({ SANITY_STUDIO_URL: 'https://ok.example,studio.example' })).toContain(
      'SANITY_STUDIO_URL is not a comma-separated list of absolute http(s) URLs; write it like https://blocal.sanity.studio,http://localhost:3333',
    );
  });

  it('refuses a revalidation time of zero', () => {
    expect(problems({ SANITY_REVALIDATE_SECONDS: '0' })).toContain(
      'SANITY_REVALIDATE_SECONDS must be at least 1 second',
    );
  });

  it('keeps scheduled content within a minute of its time: 1 to 60 seconds', () => {
    expect(parseEnv({ SANITY_SCHEDULE_REFRESH_SECONDS: '5' }).SANITY_SCHEDULE_REFRESH_SECONDS).toBe(
      5,
    );
    for (const value of ['0', '61', 'soon'])
      expect(problems({ SANITY_SCHEDULE_REFRESH_SECONDS: value }), value).toContain(
        'SANITY_SCHEDULE_REFRESH_SECONDS ',
      );
  });

  it('reloads the lists of live addresses after unknown ones every 1 to 3600 seconds', () => {
    expect(parseEnv({ SANITY_ADDRESS_RELOAD_SECONDS: '3600' }).SANITY_ADDRESS_RELOAD_SECONDS).toBe(
      3600,
    );
    for (const value of ['0', '3601', 'often'])
      expect(problems({ SANITY_ADDRESS_RELOAD_SECONDS: value }), value).toContain(
        'SANITY_ADDRESS_RELOAD_SECONDS ',
      );
  });

  it('requires the dataset when a Sanity project is set', () => {
    expect(problems({ SANITY_PROJECT_ID: 'abc123' })).toContain(
      'SANITY_DATASET is missing while SANITY_PROJECT_ID is set; name the dataset to read, e.g. SANITY_DATASET=production',
    );
  });

  it('refuses a malformed project id, dataset, API version and outbox switch', () => {
    const message = problems({
      SANITY_PROJECT_ID: 'My Project',
      SANITY_DATASET: 'Prod!',
      SANITY_API_VERSION: 'latest',
      OUTBOX_ENABLED: 'yes',
    });
    expect(message).toContain('SANITY_PROJECT_ID is not a Sanity project id');
    expect(message).toContain('SANITY_DATASET is not a dataset name');
    expect(message).toContain('SANITY_API_VERSION is not an API version date');
    expect(message).toContain('OUTBOX_ENABLED must be 1 (or true)');
  });

  it('reports every problem at once, one per line', () => {
    const message = problems({ SANITY_REVALIDATE_SECONDS: 'x', NEXT_PUBLIC_SITE_URL: 'nope' });
    expect(message.split('\n')).toEqual([
      'Invalid configuration:',
      expect.stringMatching(/^ {2}- (SANITY_REVALIDATE_SECONDS|NEXT_PUBLIC_SITE_URL) /),
      expect.stringMatching(/^ {2}- (SANITY_REVALIDATE_SECONDS|NEXT_PUBLIC_SITE_URL) /),
    ]);
  });

  it('accepts a redis:// or rediss:// REDIS_URL and refuses anything else, naming the fix', () => {
    expect(parseEnv({ REDIS_URL: 'redis://redis:6379' }).REDIS_URL).toBe('redis://redis:6379');
    expect(parseEnv({ REDIS_URL: 'rediss://user:secret@cache.example:6380/2' }).REDIS_URL).toBe(
      'rediss://user:secret@cache.example:6380/2',
    );
    for (const value of ['localhost:6379', 'http://redis:6379', 'redis']) {
      expect(problems({ REDIS_URL: value })).toContain(
        'REDIS_URL is not a redis:// or rediss:// URL; write it like redis://redis:6379',
      );
    }
  });

  it('takes a mail server with its sender, and names what is wrong or missing', () => {
    expect(
      parseEnv({ SMTP_URL: 'smtps://key:secret@smtp.example.com:465', MAIL_FROM: 'W <w@x.test>' }),
    ).toMatchObject({
      SMTP_URL: 'smtps://key:secret@smtp.example.com:465',
      MAIL_FROM: 'W <w@x.test>',
    });
    expect(problems({ SMTP_URL: 'smtp://127.0.0.1:25' })).toContain(
      'MAIL_FROM is missing while SMTP_URL is set',
    );
    expect(problems({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'w@x.test' })).toContain(
      'SMTP_URL is not an smtp:// or smtps:// URL',
    );
    expect(parseEnv({}).WAITLIST_UNCONFIRMED_DAYS).toBe(14);
    expect(problems({ WAITLIST_UNCONFIRMED_DAYS: '0' })).toContain(
      'WAITLIST_UNCONFIRMED_DAYS must be from 1 to 90 days',
    );
    expect(problems({ WAITLIST_TRUST_UNCONFIRMED_ADDRESSES: 'yes' })).toContain(
      'it lets anyone list any address',
    );
  });

  it('gives a team credential 90 days unless told 1 to 366, for the servers and the command', () => {
    expect(parseEnv({}).WAITLIST_TEAM_CREDENTIAL_DAYS).toBe(90);
    expect(parseEnv({ WAITLIST_TEAM_CREDENTIAL_DAYS: '30' }).WAITLIST_TEAM_CREDENTIAL_DAYS).toBe(
      30,
    );
    expect(problems({ WAITLIST_TEAM_CREDENTIAL_DAYS: '0' })).toContain(
      'WAITLIST_TEAM_CREDENTIAL_DAYS must be from 1 to 366 days; set one such as 90',
    );
    // The command checks this one alone: the operator's shell is not the servers' environment.
    expect(teamCredentialDays({ WAITLIST_TEAM_CREDENTIAL_DAYS: ' 45 ', SMTP_URL: 'junk' })).toBe(
      45,
    );
    expect(teamCredentialDays({ WAITLIST_TEAM_CREDENTIAL_DAYS: '' })).toBe(90);
    expect(() => teamCredentialDays({ WAITLIST_TEAM_CREDENTIAL_DAYS: 'ninety' })).toThrow(
      'WAITLIST_TEAM_CREDENTIAL_DAYS is not a whole number of days; set 1 to 366, or unset it for 90',
    );
  });

  it('takes the caches to purge with their secret, and names what is missing', () => {
    const secret = 'f'.repeat(64);
    expect(
      parseEnv({
        EDGE_PURGE_URLS: 'http://varnish:80, http://varnish-2:80',
        EDGE_PURGE_SECRET: secret,
      }),
    ).toMatchObject({ EDGE_PURGE_URLS: ['http://varnish:80', 'http://varnish-2:80'] });
    expect(problems({ EDGE_PURGE_URLS: 'http://varnish:80' })).toContain(
      'EDGE_PURGE_SECRET is missing while EDGE_PURGE_URLS is set',
    );
    expect(problems({ EDGE_PURGE_URLS: 'varnish', EDGE_PURGE_SECRET: secret })).toContain(
      'EDGE_PURGE_URLS is not a comma-separated list of absolute http(s) URLs',
    );
    expect(problems({ EDGE_PURGE_SECRET: 'short' })).toContain(
      'EDGE_PURGE_SECRET is too short to guess at no cost; use 32 characters or more',
    );
  });

  it('takes Fastly with both its token and its service, never one alone', () => {
    expect(parseEnv({ FASTLY_API_TOKEN: 't', FASTLY_SERVICE_ID: 's' })).toMatchObject({
      FASTLY_API_TOKEN: 't',
      FASTLY_SERVICE_ID: 's',
    });
    expect(problems({ FASTLY_API_TOKEN: 't' })).toContain(
      'FASTLY_SERVICE_ID is missing: Fastly needs both FASTLY_API_TOKEN and FASTLY_SERVICE_ID, or neither',
    );
  });

  it('takes analytics whole or not at all, from a known provider', () => {
    expect(
      parseEnv({ ANALYTICS_URL: 'https://stats.example.com', ANALYTICS_SITE_ID: 'site-1' }),
    ).toMatchObject({ ANALYTICS_PROVIDER: 'umami', ANALYTICS_SITE_ID: 'site-1' });
    expect(problems({ ANALYTICS_URL: 'https://stats.example.com' })).toContain(
      'ANALYTICS_SITE_ID is missing: analytics needs both ANALYTICS_URL (the server) and ANALYTICS_SITE_ID (the site there), or neither',
    );
    expect(problems({ ANALYTICS_PROVIDER: 'matomo' })).toContain(
      'ANALYTICS_PROVIDER must be umami or plausible (Community Edition), or unset for umami',
    );
    expect(
      problems({ ANALYTICS_URL: 'https://s.example', ANALYTICS_SITE_ID: '"><script>' }),
    ).toContain(
      "ANALYTICS_SITE_ID is not a website ID (letters, digits, '.', '_' and '-'); copy Umami's website ID, or the site's domain in Plausible",
    );
  });

  it('takes the analytics server as a path on the site or an address a policy can name exactly', () => {
    for (const url of [
      '/stats',
      '/stats/',
      'https://stats.example.com',
      'http://127.0.0.1:3997/umami',
    ]) {
      expect(parseEnv({ ANALYTICS_URL: url, ANALYTICS_SITE_ID: 'site-1' })).toMatchObject({
        ANALYTICS_URL: url,
      });
    }
    for (const url of [
      'stats.example.com',
      '/',
      '//stats.example.com',
      '/stats/../admin',
      'ftp://stats.example.com',
      'https://stats.example.com/?site=1',
      'https://stats.example.com/#x',
      'https://user:pass@stats.example.com',
      "https://stats.example.com/a;script-src 'unsafe-inline'",
      'https://stats.example.com/a,b',
    ]) {
      expect(problems({ ANALYTICS_SITE_ID: 'x', ANALYTICS_URL: url })).toContain(
        'ANALYTICS_URL is neither a path on the site (like /stats) nor an http(s) address of plain path segments, without query or fragment (like https://analytics.example.com)',
      );
    }
  });

  it('ignores variables it does not know', () => {
    expect(parseEnv({ UNRELATED: 'x' })).not.toHaveProperty('UNRELATED');
  });
});
