/**
 * Every environment variable the site reads, with its rules, checked through @t3-oss/env-nextjs
 * and zod. Each problem is reported as one line that names the variable, says what is wrong with
 * its value and how to fix it; all problems are reported at once.
 */
import { createEnv } from '@t3-oss/env-nextjs';
import Holidays from 'date-holidays';
import { z } from 'zod';

/** The four EmailJS variables: all four configure EmailJS, none means no EmailJS. */
const EMAILJS_KEYS = [
  'EMAILJS_PUBLIC_KEY',
  'EMAILJS_SERVICE_ID',
  'EMAILJS_WAITLIST_TEMPLATE_ID',
  'EMAILJS_SUPPORT_TEMPLATE_ID',
] as const;

/** Every variable this module reads; nothing else in the site reads process.env. */
export const ENV_NAMES = [
  'NODE_ENV',
  'NEXT_PHASE',
  'NEXT_PUBLIC_SITE_URL',
  'NEXT_DIST_DIR',
  'SANITY_PROJECT_ID',
  'SANITY_DATASET',
  'SANITY_API_VERSION',
  'SANITY_API_READ_TOKEN',
  'SANITY_VIEWER_TOKEN',
  'SANITY_API_HOST',
  'SANITY_IMAGE_CDN_URL',
  'SANITY_REVALIDATE_SECRET',
  'SANITY_REVALIDATE_SECONDS',
  'SANITY_SCHEDULE_REFRESH_SECONDS',
  'SANITY_ADDRESS_RELOAD_SECONDS',
  'SANITY_STUDIO_URL',
  ...EMAILJS_KEYS,
  'EMAILJS_ORIGIN',
  'OUTBOX_ENABLED',
  'OUTBOX_FILE',
  'GEO_ENDPOINT',
  'REDIS_URL',
  'DATABASE_URL',
  'DATABASE_POOL_SIZE',
  'WAITLIST_DB_DIR',
  'WAITLIST_SIGNUPS_PER_HOUR',
  'WAITLIST_SIGNUPS_PER_HOUR_PER_NETWORK',
  'WAITLIST_UNCONFIRMED_MAILS_PER_HOUR',
  'WAITLIST_CHALLENGE_DIFFICULTY',
  'WAITLIST_TEAM_TOKEN',
  'WAITLIST_TEAM_FILE',
  'WAITLIST_TEAM_CREDENTIAL_DAYS',
  'GEOIP_DB',
  'SMTP_URL',
  'MAIL_FROM',
  'MAIL_RETRY_SECONDS',
  'SMTP_MAX_CONNECTIONS',
  'SMTP_RATE_PER_SECOND',
  'MAIL_LAG_WARN_SECONDS',
  'WAITLIST_UNCONFIRMED_DAYS',
  'WAITLIST_TRUST_UNCONFIRMED_ADDRESSES',
  'WAITLIST_CREDITS_PER_DAY',
  'SUPPORT_INBOX',
  'SUPPORT_TIME_ZONE',
  'SUPPORT_HOLIDAYS',
  'SUPPORT_MESSAGES_PER_HOUR',
  'SUPPORT_MESSAGES_PER_HOUR_PER_NETWORK',
  'SUPPORT_ACKNOWLEDGEMENTS_PER_HOUR',
  'SUPPORT_KEEP_CLOSED_DAYS',
  'TRUSTED_PROXY_HOPS',
  'WEBHOOK_URLS',
  'WEBHOOK_SECRET',
  'WEBHOOK_RETRY_SECONDS',
  'EDGE_PURGE_URLS',
  'EDGE_PURGE_SECRET',
  'FASTLY_API_TOKEN',
  'FASTLY_SERVICE_ID',
  'FASTLY_API_URL',
  'ANALYTICS_URL',
  'ANALYTICS_SITE_ID',
  'ANALYTICS_PROVIDER',
  'PORT',
  'HOSTNAME',
] as const;

export type EnvSource = Partial<Record<string, string | undefined>>;

function httpUrl(example: string) {
  return z
    .string()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      message: `is not an absolute http(s) URL; write it like ${example}`,
    })
    .optional();
}

/** A path of plain segments (letters, digits, `.`, `_`, `~`, `-`; none only dots), or `/`. */
const PLAIN_PATH = /^(\/(?!\.*(\/|$))[\w.~-]+)*\/?$/;

/**
 * Where the analytics server answers: a path on the site's own origin (`/stats`, forwarded there
 * by the proxy in front), or an absolute http(s) address elsewhere. The Content-Security-Policy
 * names its script's and its collector's exact addresses, so it carries no query, fragment,
 * credentials or character a policy could not hold.
 */
function analyticsUrl() {
  const isBase = (value: string): boolean => {
    if (value.startsWith('/')) return value !== '/' && PLAIN_PATH.test(value);
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (
      /^https?:$/.test(url.protocol) &&
      !url.username &&
      !url.password &&
      !value.includes('?') &&
      !value.includes('#') &&
      PLAIN_PATH.test(url.pathname)
    );
  };
  return z
    .string()
    .refine(isBase, {
      message:
        'is neither a path on the site (like /stats) nor an http(s) address of plain path segments, without query or fragment (like https://analytics.example.com)',
    })
    .optional();
}

/** One URL or more, comma-separated, each an absolute http(s) URL. */
function httpUrlList(example: string) {
  return z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .refine(
      (urls) => urls.every((url) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol)),
      {
        message: `is not a comma-separated list of absolute http(s) URLs; write it like ${example}`,
      },
    )
    .optional();
}

/** `whsec_` and base64 of 24 bytes or more: what Standard Webhooks' libraries take. */
function isWebhookSecret(value: string): boolean {
  const key = value.startsWith('whsec_') ? value.slice('whsec_'.length) : '';
  return /^[A-Za-z0-9+/]+={0,2}$/.test(key) && Buffer.from(key, 'base64').length >= 24;
}

/** A Redis (or Valkey) server: redis://, or rediss:// for TLS. */
function redisUrl(example: string) {
  return z
    .string()
    .refine((value) => URL.canParse(value) && /^rediss?:$/.test(new URL(value).protocol), {
      message: `is not a redis:// or rediss:// URL; write it like ${example}, or unset it to keep each server's cache on its own disk`,
    })
    .optional();
}

/** A whole number from `min` up, with a message naming an example. */
function wholeNumber(min: number, example: string, unsetMeans: string) {
  return z
    .string()
    .regex(/^\d+$/, {
      message: `is not a whole number; set one such as ${example}, or unset it for ${unsetMeans}`,
    })
    .transform(Number)
    .refine((value) => value >= min, {
      message: `must be at least ${min}; set one such as ${example}, or unset it for ${unsetMeans}`,
    });
}

/** A whole number of seconds from `min` to `max`; `range` is how the message states the bounds. */
function seconds(min: number, max: number, range: string) {
  return z
    .string()
    .regex(/^\d+$/, {
      message: `is not a whole number of seconds; set ${range}, or unset it`,
    })
    .transform(Number)
    .refine((value) => value >= min && value <= max, {
      message: `must be from ${min} to ${max} seconds; set ${range}, or unset it`,
    });
}

// Support's business calendar (lib/support/business-days.ts), checked here: plain Node reads this
// module too (`./pnpmw waitlist-team`), so it imports packages only.
/** Whether `holidays` names a calendar date-holidays has: `US`, `US-CA`, `GB-SCT`, or `none`. */
export function isHolidayCalendar(holidays: string): boolean {
  if (holidays === 'none') return true;
  const [country, region] = holidays.split('-');
  const known = new Holidays();
  if (!country || !known.getCountries()[country]) return false;
  return region === undefined || Boolean(known.getStates(country)?.[region]);
}

/** Whether a time zone's IANA name is one this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const server = {
  // Set by Next (development under `next dev`, production for build and start) and by vitest.
  NODE_ENV: z.string().default('development'),
  // Set by Next while it builds (`phase-production-build`), in its build workers too.
  NEXT_PHASE: z.string().optional(),
  NEXT_DIST_DIR: z.string().default('.next'),
  SANITY_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]+$/, {
      message:
        'is not a Sanity project id (lowercase letters, digits and hyphens); copy it from sanity.io/manage',
    })
    .optional(),
  SANITY_DATASET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, {
      message:
        'is not a dataset name (lowercase letters, digits, "_" and "-", at most 64); e.g. production',
    })
    .optional(),
  SANITY_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, {
      message: 'is not an API version date; write it as YYYY-MM-DD, e.g. 2025-06-01',
    })
    .default('2025-06-01'),
  SANITY_API_READ_TOKEN: z.string().optional(),
  // Read access to drafts, for the editors' preview only: never sent for what visitors see.
  SANITY_VIEWER_TOKEN: z.string().optional(),
  SANITY_API_HOST: httpUrl('https://api.sanity.io'),
  SANITY_IMAGE_CDN_URL: httpUrl('https://cdn.sanity.io'),
  SANITY_REVALIDATE_SECRET: z.string().optional(),
  // The studio first (click-to-edit links point there), then any other origin it is served from.
  SANITY_STUDIO_URL: httpUrlList('https://blocal.sanity.studio,http://localhost:3333'),
  SANITY_REVALIDATE_SECONDS: z
    .string()
    .regex(/^\d+$/, {
      message: 'is not a whole number of seconds; set a positive integer such as 3600, or unset it',
    })
    .transform(Number)
    .refine((seconds) => seconds > 0, {
      message: 'must be at least 1 second; set a positive integer such as 3600, or unset it',
    })
    .default(3600),
  // How soon a scheduled announcement, post or posting appears or goes once its time has come.
  SANITY_SCHEDULE_REFRESH_SECONDS: seconds(
    1,
    60,
    'an integer from 1 to 60 (the spec: within a minute)',
  ).default(60),
  // The least time between two reloads of the lists of live addresses that unknown addresses
  // cause: a flood of junk addresses costs one content query per this many seconds.
  SANITY_ADDRESS_RELOAD_SECONDS: seconds(1, 3600, 'an integer from 1 to 3600').default(10),
  EMAILJS_PUBLIC_KEY: z.string().optional(),
  EMAILJS_SERVICE_ID: z.string().optional(),
  EMAILJS_WAITLIST_TEMPLATE_ID: z.string().optional(),
  EMAILJS_SUPPORT_TEMPLATE_ID: z.string().optional(),
  EMAILJS_ORIGIN: httpUrl('https://api.emailjs.com'),
  OUTBOX_ENABLED: z
    .enum(['1', '0', 'true', 'false'], {
      message: 'must be 1 (or true) to run the local outbox, 0 (or false) to refuse it, or unset',
    })
    .transform((value) => value === '1' || value === 'true')
    .optional(),
  OUTBOX_FILE: z.string().optional(),
  GEO_ENDPOINT: httpUrl('https://ipwho.is/'),
  // Several servers share one cache there; unset, each server keeps its own (docs/deployment.md).
  REDIS_URL: redisUrl('redis://redis:6379'),
  // The waitlist's database, shared by every server; unset, each keeps an embedded one on disk.
  DATABASE_URL: z
    .string()
    .refine((value) => URL.canParse(value) && /^postgres(ql)?:$/.test(new URL(value).protocol), {
      message:
        'is not a postgres:// URL; write it like postgres://user:password@postgres:5432/waitlist, or unset it to keep the waitlist in an embedded database on disk (WAITLIST_DB_DIR)',
    })
    .optional(),
  // Connections each server opens to DATABASE_URL's Postgres (docs/deployment.md has the figures).
  DATABASE_POOL_SIZE: wholeNumber(1, '10', 'the default of 10').default(10),
  WAITLIST_DB_DIR: z.string().optional(),
  // Signups one client address may make per hour: a household or an office shares one address.
  WAITLIST_SIGNUPS_PER_HOUR: wholeNumber(1, '20', 'the default of 20').default(20),
  // Signups one IPv4 /24 or IPv6 /48 may make per hour: a script renting a network gets no more.
  WAITLIST_SIGNUPS_PER_HOUR_PER_NETWORK: wholeNumber(1, '100', 'the default of 100').default(100),
  // E-mails to unconfirmed addresses per clock hour, all servers together; past it they wait.
  WAITLIST_UNCONFIRMED_MAILS_PER_HOUR: wholeNumber(1, '5000', 'the default of 5000').default(5000),
  // The forms' proof of work: PBKDF2 iterations per attempt, and the least attempts.
  WAITLIST_CHALLENGE_DIFFICULTY: wholeNumber(1, '1000', 'the default of 1000')
    .refine((value) => value <= 20_000, {
      message:
        'must be at most 20000 (a phone would work for minutes); set one such as 1000, or unset it for the default of 1000',
    })
    .default(1000),
  // The credential of the studio's Waitlist tool; unset, nobody can read the list over HTTP.
  WAITLIST_TEAM_TOKEN: z
    .string()
    .min(32, {
      message:
        'is too short to guess at no cost; use 32 characters or more, e.g. from `openssl rand -hex 32`',
    })
    .optional(),
  // The team members' credentials, one per line (`./pnpmw team issue NAME` writes it).
  WAITLIST_TEAM_FILE: z
    .string()
    .refine((value) => value.startsWith('/'), {
      message:
        'must be an absolute path (the servers and `./pnpmw waitlist-team` start in different folders), e.g. /var/lib/blocal/waitlist-team',
    })
    .optional(),
  // Days a member's credential lasts from its issue or renewal, read by `./pnpmw waitlist-team`,
  // which writes the expiry into the file: the servers read the date, not this.
  WAITLIST_TEAM_CREDENTIAL_DAYS: z
    .string()
    .regex(/^\d+$/, {
      message: 'is not a whole number of days; set 1 to 366, or unset it for 90',
    })
    .transform(Number)
    .refine((days) => days >= 1 && days <= 366, {
      message: 'must be from 1 to 366 days; set one such as 90, or unset it for 90',
    })
    .default(90),
  // The team's helpdesk or shared inbox: each support message is mailed there, replying to its
  // sender. Unset, messages are kept for the studio's Support view alone.
  SUPPORT_INBOX: z
    .email({
      message:
        'is not an e-mail address; write the helpdesk or shared inbox, like support@blocal.example, or unset it',
    })
    .optional(),
  // Where the team's business days are counted (an IANA time zone) and whose public holidays
  // they skip (a country, or a country and region, as date-holidays knows them; `none` for none).
  SUPPORT_TIME_ZONE: z
    .string()
    .refine(isTimeZone, {
      message:
        'is not a time zone this server knows; name one like America/New_York or Europe/Berlin, or unset it for America/New_York',
    })
    .default('America/New_York'),
  SUPPORT_HOLIDAYS: z
    .string()
    .refine(isHolidayCalendar, {
      message:
        'is not a calendar of public holidays date-holidays knows; write a country such as US or DE, a country and region such as US-CA or GB-SCT, or none; unset, US',
    })
    .default('US'),
  // Support messages one client address (an IPv6 /64) may send per hour, and one IPv4 /24 or IPv6
  // /48: a person sends one or two; a script renting a network gets no more.
  SUPPORT_MESSAGES_PER_HOUR: wholeNumber(1, '10', 'the default of 10').default(10),
  SUPPORT_MESSAGES_PER_HOUR_PER_NETWORK: wholeNumber(1, '50', 'the default of 50').default(50),
  // Acknowledgements to senders per clock hour, all servers together; past it they wait (the
  // messages are still recorded and handed to the helpdesk).
  SUPPORT_ACKNOWLEDGEMENTS_PER_HOUR: wholeNumber(1, '500', 'the default of 500').default(500),
  // Days a closed support message is kept before the retention task erases it.
  SUPPORT_KEEP_CLOSED_DAYS: wholeNumber(1, '365', 'the default of 365').default(365),
  // The MaxMind DB file (GeoLite2 City, DB-IP Lite City) signups are placed by; unset, none.
  GEOIP_DB: z.string().min(1).optional(),
  // The mail server the site's own e-mails (confirmations) go through; unset: the local outbox.
  SMTP_URL: z
    .string()
    .refine((value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol), {
      message:
        'is not an smtp:// or smtps:// URL; write it like smtps://user:password@smtp.example.com:465 (smtp:// upgrades with STARTTLS)',
    })
    .optional(),
  // Who the site's e-mails come from, e.g. "Blocal <waitlist@blocal.example>".
  MAIL_FROM: z.string().optional(),
  // Seconds before a failed e-mail is first tried again (each retry waits about twice as long).
  MAIL_RETRY_SECONDS: seconds(1, 3600, 'an integer from 1 to 3600').default(30),
  // Connections each server keeps open to the mail server of SMTP_URL, each reused for 100 mails.
  SMTP_MAX_CONNECTIONS: wholeNumber(1, '10', 'the default of 10').default(10),
  // Mails each server hands the mail server per second at most (the provider's limit); unset, any.
  SMTP_RATE_PER_SECOND: wholeNumber(1, '14', 'no limit').optional(),
  // Seconds the oldest unsent e-mail may wait before each server logs a warning (once a minute).
  MAIL_LAG_WARN_SECONDS: seconds(10, 86400, 'an integer from 10 to 86400').default(120),
  // Days a confirmation link works; an unconfirmed signup is erased after them.
  WAITLIST_UNCONFIRMED_DAYS: z
    .string()
    .regex(/^\d+$/, { message: 'is not a whole number of days; set 1 to 90, or unset it for 14' })
    .transform(Number)
    .refine((days) => days >= 1 && days <= 90, {
      message: 'must be from 1 to 90 days; set one such as 14, or unset it for 14',
    })
    .default(14),
  // Referral credits one person may earn per UTC day; friends past it join uncredited.
  WAITLIST_CREDITS_PER_DAY: wholeNumber(0, '10', 'the default of 10').default(10),
  // Without a mail transport in production: count every signup as confirmed, unasked.
  WAITLIST_TRUST_UNCONFIRMED_ADDRESSES: z
    .enum(['1', 'true'], {
      message:
        'must be 1 (or true) to list signups without asking them to confirm, or unset; it lets anyone list any address',
    })
    .transform(() => true)
    .optional(),
  // How many proxies in front append to X-Forwarded-For (Varnish: 1; a CDN and Varnish: 2).
  TRUSTED_PROXY_HOPS: wholeNumber(0, '1', 'none (the connection’s own address)').default(0),
  // Where the waitlist's events go (CRM, chat, automation), signed as Standard Webhooks with
  // WEBHOOK_SECRET; unset, none are sent.
  WEBHOOK_URLS: httpUrlList('https://crm.example.com/hooks,https://n8n.example.com/webhook/abc'),
  WEBHOOK_SECRET: z
    .string()
    .refine(isWebhookSecret, {
      message:
        'is not a Standard Webhooks secret: whsec_ and at least 24 random bytes in base64, e.g. whsec_ followed by `openssl rand -base64 32`',
    })
    .optional(),
  // Seconds before a failed delivery is first tried again (each retry waits about twice as long,
  // up to an hour, for about a day).
  WEBHOOK_RETRY_SECONDS: seconds(1, 3600, 'an integer from 1 to 3600').default(10),
  // The HTTP caches in front (Varnish) the publish webhook purges, and the secret they check.
  EDGE_PURGE_URLS: httpUrlList('http://varnish:80,http://varnish-2:80'),
  EDGE_PURGE_SECRET: z
    .string()
    .min(32, {
      message:
        'is too short to guess at no cost; use 32 characters or more, e.g. from `openssl rand -hex 32`',
    })
    .optional(),
  // Fastly, as a CDN in front instead: its API token (purge rights) and the service to purge.
  FASTLY_API_TOKEN: z.string().optional(),
  FASTLY_SERVICE_ID: z.string().optional(),
  FASTLY_API_URL: httpUrl('https://api.fastly.com'),
  // A self-hosted, cookieless analytics server the pages report visits to; unset, none at all.
  ANALYTICS_URL: analyticsUrl(),
  // The site's id there: Umami's website ID, or the domain the site has in Plausible.
  ANALYTICS_SITE_ID: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, {
      message:
        "is not a website ID (letters, digits, '.', '_' and '-'); copy Umami's website ID, or the site's domain in Plausible",
    })
    .optional(),
  ANALYTICS_PROVIDER: z
    .enum(['umami', 'plausible'], {
      message: 'must be umami or plausible (Community Edition), or unset for umami',
    })
    .default('umami'),
  // Where the production server listens (server/main.ts), as with Next's own standalone server.
  PORT: z
    .string()
    .regex(/^\d+$/, { message: 'is not a port number; set one from 1 to 65535, e.g. 3000' })
    .transform(Number)
    .refine((port) => port >= 1 && port <= 65535, {
      message: 'is not a port number; set one from 1 to 65535, e.g. 3000',
    })
    .default(3000),
  HOSTNAME: z.string().default('0.0.0.0'),
};

const client = {
  NEXT_PUBLIC_SITE_URL: httpUrl('https://example.com'),
};

const variables = z.object({ ...server, ...client });

type Parsed = z.infer<typeof variables>;

/** The rules that join two variables or more. */
function crossChecks(env: Parsed, context: z.RefinementCtx): void {
  const missing = EMAILJS_KEYS.filter((name) => env[name] === undefined);
  if (missing.length > 0 && missing.length < EMAILJS_KEYS.length) {
    context.addIssue({
      code: 'custom',
      path: [missing[0]!],
      message: `EmailJS is half configured: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing. Set all four EmailJS variables, or none of them to use the local outbox`,
    });
  }
  if (env.WEBHOOK_URLS?.length && env.WEBHOOK_SECRET === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['WEBHOOK_SECRET'],
      message:
        'is missing while WEBHOOK_URLS is set; set the secret receivers verify with, whsec_ followed by `openssl rand -base64 32`',
    });
  }
  if (env.EDGE_PURGE_URLS?.length && env.EDGE_PURGE_SECRET === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['EDGE_PURGE_SECRET'],
      message:
        'is missing while EDGE_PURGE_URLS is set; set the secret the caches check (the same value in their EDGE_PURGE_SECRET), e.g. from `openssl rand -hex 32`',
    });
  }
  if ((env.FASTLY_API_TOKEN === undefined) !== (env.FASTLY_SERVICE_ID === undefined)) {
    const missing = env.FASTLY_API_TOKEN === undefined ? 'FASTLY_API_TOKEN' : 'FASTLY_SERVICE_ID';
    context.addIssue({
      code: 'custom',
      path: [missing],
      message: `is missing: Fastly needs both FASTLY_API_TOKEN and FASTLY_SERVICE_ID, or neither`,
    });
  }
  if (env.SMTP_URL !== undefined && env.MAIL_FROM === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['MAIL_FROM'],
      message:
        'is missing while SMTP_URL is set; name who the e-mails come from, e.g. MAIL_FROM="Blocal <waitlist@blocal.example>"',
    });
  }
  if ((env.ANALYTICS_URL === undefined) !== (env.ANALYTICS_SITE_ID === undefined)) {
    const missing = env.ANALYTICS_URL === undefined ? 'ANALYTICS_URL' : 'ANALYTICS_SITE_ID';
    context.addIssue({
      code: 'custom',
      path: [missing],
      message:
        'is missing: analytics needs both ANALYTICS_URL (the server) and ANALYTICS_SITE_ID (the site there), or neither',
    });
  }
  if (env.SANITY_PROJECT_ID !== undefined && env.SANITY_DATASET === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['SANITY_DATASET'],
      message:
        'is missing while SANITY_PROJECT_ID is set; name the dataset to read, e.g. SANITY_DATASET=production',
    });
  }
}

/** A configuration problem: the message lists every problem, one per line. */
class ConfigError extends Error {
  override name = 'ConfigError';
}

function describeIssue(issue: {
  message: string;
  path?: readonly (PropertyKey | { key: PropertyKey })[] | undefined;
}): string {
  const segment = issue.path?.[0];
  const name = typeof segment === 'object' ? String(segment.key) : String(segment ?? '');
  return issue.message.startsWith('EmailJS') ? issue.message : `${name} ${issue.message}`;
}

/** Trimmed values, blanks as unset, limited to the names this module knows. */
function known(source: EnvSource): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of ENV_NAMES) {
    const value = source[name]?.trim();
    if (value) values[name] = value;
  }
  return values;
}

/**
 * WAITLIST_TEAM_CREDENTIAL_DAYS alone, checked by the same rule, for `./pnpmw waitlist-team`: it
 * runs in the operator's shell, whose other variables are not the servers' to check.
 */
export function teamCredentialDays(source: EnvSource): number {
  const value = source.WAITLIST_TEAM_CREDENTIAL_DAYS?.trim() || undefined;
  const parsed = server.WAITLIST_TEAM_CREDENTIAL_DAYS.safeParse(value);
  if (parsed.success) return parsed.data;
  const problem = parsed.error.issues[0]?.message ?? 'is not valid';
  throw new ConfigError(`WAITLIST_TEAM_CREDENTIAL_DAYS ${problem}`);
}

/** Checks `source` (process.env, or a test's own) and returns the typed values, or throws. */
export function parseEnv(source: EnvSource) {
  const runtimeEnv = known(source);
  return createEnv({
    server,
    client,
    // The server reads all of them; no browser code imports this module.
    isServer: true,
    runtimeEnv,
    createFinalSchema: () => variables.superRefine(crossChecks),
    onValidationError: (issues) => {
      throw new ConfigError(
        `Invalid configuration:\n${issues.map((issue) => `  - ${describeIssue(issue)}`).join('\n')}`,
      );
    },
  });
}
