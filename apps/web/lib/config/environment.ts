/**
 * The only place the site reads environment variables (the site imports it as lib/env.ts, which
 * keeps it out of any browser bundle; next.config.ts, outside every bundle, imports it here):
 * `schema.ts` checks them all (at
 * build, through next.config.ts, and when the server starts), and this module turns them into
 * the settings the rest of the site imports. Nothing is required: without a Sanity project the
 * site renders the embedded seed content, and in development the forms deliver to a local outbox.
 */
import { dirname, join } from 'node:path';

import type { DatabaseLocation } from '@brp/db';

import {
  analyticsBase,
  analyticsCollectUrl,
  analyticsScriptUrl,
  type AnalyticsConfig,
} from '../analytics/config';

import { EMBEDDED_TEMPLATE_FILE, MIGRATIONS_DIR } from './migrations-location';
import { parseEnv } from './schema';
import { SEED_PACKAGE_DIR } from './seed-location';
import type { MailRoute } from '../mail/send-mail';
import { VIDEO_HOST, type ThirdParties } from '../security-headers';

const env = parseEnv(process.env);

function outboxFileFor(file: string | undefined): string {
  return file ?? join(/* turbopackIgnore: true */ process.cwd(), '.outbox', 'emails.ndjson');
}

/** Whether this is a production build or server (`next build`, `next start`, the standalone). */
export const production = env.NODE_ENV === 'production';

/** Whether this process is `next build` or one of its workers (prerendering pages). */
export const building = env.NEXT_PHASE === 'phase-production-build';

/** A configured Sanity project, or undefined for the embedded seed content. */
export interface SanityConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** A read token, for private datasets. */
  token: string | undefined;
  /** A token with read access to drafts (a Viewer's): without it there is no draft preview. */
  viewerToken: string | undefined;
  /** The studio editors preview from: click-to-edit links open it, and only its origins may
   * frame the site, in draft mode. `sanity dev`'s address unless SANITY_STUDIO_URL says else. */
  studioUrl: string;
  studioOrigins: string[];
  /** Another API origin than Sanity's own, e.g. a local fake Content Lake in tests. */
  apiHost: string | undefined;
  /** The image CDN origin; Sanity's own unless overridden (tests serve images locally). */
  imageCdnUrl: string;
}

const studioUrls = env.SANITY_STUDIO_URL?.length
  ? env.SANITY_STUDIO_URL
  : ['http://localhost:3333'];

/** The studio's origins, which may call the waitlist team's routes (its Waitlist tool). */
export const studioOrigins = [...new Set(studioUrls.map((url) => new URL(url).origin))];

export const sanityConfig: SanityConfig | undefined =
  env.SANITY_PROJECT_ID && env.SANITY_DATASET
    ? {
        projectId: env.SANITY_PROJECT_ID,
        dataset: env.SANITY_DATASET,
        apiVersion: env.SANITY_API_VERSION,
        token: env.SANITY_API_READ_TOKEN,
        viewerToken: env.SANITY_VIEWER_TOKEN,
        studioUrl: studioUrls[0]!,
        studioOrigins,
        apiHost: env.SANITY_API_HOST,
        imageCdnUrl: env.SANITY_IMAGE_CDN_URL ?? 'https://cdn.sanity.io',
      }
    : undefined;

/** Where the production server listens (server/main.ts). */
export const listenAddress = { port: env.PORT, hostname: env.HOSTNAME };

/** Where `next build` writes and `next start` reads: a second build (the tests' build against a
 * fake Content Lake, the benchmark's) goes elsewhere than `.next`. */
export const distDir = env.NEXT_DIST_DIR;

/** Where content comes from: a Sanity project, or the seed dataset of @brp/seed. */
export const contentSource: 'sanity' | 'embedded' = sanityConfig ? 'sanity' : 'embedded';

/** The seed package's folder, read by the embedded mode; next.config.ts traces the same files
 * into the standalone server, where the folder sits at the same place beside the app. */
export const seedDir = join(/* turbopackIgnore: true */ process.cwd(), SEED_PACKAGE_DIR);

/** The Redis several servers share their page and data cache in; undefined: each keeps its own. */
export const redisUrl = env.REDIS_URL;

const migrationsDir = join(/* turbopackIgnore: true */ process.cwd(), MIGRATIONS_DIR);

/**
 * Where the waitlist is kept: the Postgres of DATABASE_URL, shared by every server; else Postgres
 * embedded in this process (PGlite), in WAITLIST_DB_DIR or `.data/waitlist` under the app.
 */
const mailQueue = { retryDelaySeconds: env.MAIL_RETRY_SECONDS };
const mailRelay = {
  unconfirmedPerHour: env.WAITLIST_UNCONFIRMED_MAILS_PER_HOUR,
  acknowledgementsPerHour: env.SUPPORT_ACKNOWLEDGEMENTS_PER_HOUR,
};

export const waitlistDatabaseLocation: DatabaseLocation = env.DATABASE_URL
  ? {
      url: env.DATABASE_URL,
      migrationsDir,
      mailQueue,
      mailRelay,
      poolSize: env.DATABASE_POOL_SIZE,
    }
  : {
      folder:
        env.WAITLIST_DB_DIR ?? join(/* turbopackIgnore: true */ process.cwd(), '.data', 'waitlist'),
      template: join(/* turbopackIgnore: true */ process.cwd(), EMBEDDED_TEMPLATE_FILE),
      migrationsDir,
      mailQueue,
      mailRelay,
    };

/** The waitlist's defences and its team's access (lib/waitlist/). */
export const waitlistSettings = {
  /** Signups one client may make per hour: from one address (an IPv6 /64), and from one
   * network (an IPv4 /24, an IPv6 /48). */
  signupLimits: {
    perAddress: env.WAITLIST_SIGNUPS_PER_HOUR,
    perNetwork: env.WAITLIST_SIGNUPS_PER_HOUR_PER_NETWORK,
  },
  /** The forms' proof of work: PBKDF2 iterations per attempt, and the least attempts. */
  challengeDifficulty: env.WAITLIST_CHALLENGE_DIFFICULTY,
  /** The operator's own credential for the studio tool (recorded as "operator"). */
  teamToken: env.WAITLIST_TEAM_TOKEN,
  /** The file of the team members' credentials (team-members.ts); with neither, the team API
   * answers 401 to everyone. */
  teamFile: env.WAITLIST_TEAM_FILE,
  /** Proxies in front that append the address they were reached from to X-Forwarded-For. */
  trustedProxyHops: env.TRUSTED_PROXY_HOPS,
  /** The MaxMind DB file signups are placed by, from the trusted client address; undefined:
   * nobody is placed (the browser's own lookup is kept as reported only). */
  geoipDatabase: env.GEOIP_DB,
};

/**
 * How the site's own e-mails (confirmations, a person's standing) leave: through the mail server
 * of SMTP_URL; else into the local outbox's file (development, tests, OUTBOX_ENABLED=1), read at
 * /dev/mail; else, in production, nowhere, and the server refuses to start
 * (instrumentation-node.ts) unless WAITLIST_TRUST_UNCONFIRMED_ADDRESSES lists signups unasked.
 */
export type MailTransport = MailRoute | { kind: 'none' };

export const mailTransport: MailTransport = env.SMTP_URL
  ? {
      kind: 'smtp',
      url: env.SMTP_URL,
      from: env.MAIL_FROM!,
      pool: { maxConnections: env.SMTP_MAX_CONNECTIONS, ratePerSecond: env.SMTP_RATE_PER_SECOND },
    }
  : (env.OUTBOX_ENABLED ?? !production)
    ? {
        kind: 'outbox',
        // Beside the forms' outbox file.
        file: join(dirname(outboxFileFor(env.OUTBOX_FILE)), 'mail.ndjson'),
        from: env.MAIL_FROM ?? 'Waitlist <waitlist@localhost>',
      }
    : { kind: 'none' };

/** The waitlist's confirmation: how long a link works, and whether it is asked at all. */
export const confirmationSettings = {
  unconfirmedDays: env.WAITLIST_UNCONFIRMED_DAYS,
  /** Signups are listed as confirmed unasked: anyone can list any address (the operator's
   * explicit choice where the server has no way to send mail). */
  trustUnconfirmed: env.WAITLIST_TRUST_UNCONFIRMED_ADDRESSES ?? false,
  mailRetrySeconds: env.MAIL_RETRY_SECONDS,
  /** How long the oldest unsent e-mail may wait before the servers warn (lib/waitlist/mail-lag-watch.ts). */
  mailLagWarnSeconds: env.MAIL_LAG_WARN_SECONDS,
  /** Referral credits one person may earn per 24 hours. */
  creditsPerDay: env.WAITLIST_CREDITS_PER_DAY,
};

/** Support messages (lib/support/): where they are handed over, and the team's calendar. */
export const supportSettings = {
  /** The helpdesk or shared inbox each message is mailed to; undefined: the studio alone. */
  inbox: env.SUPPORT_INBOX,
  timeZone: env.SUPPORT_TIME_ZONE,
  holidays: env.SUPPORT_HOLIDAYS,
  limits: {
    perAddress: env.SUPPORT_MESSAGES_PER_HOUR,
    perNetwork: env.SUPPORT_MESSAGES_PER_HOUR_PER_NETWORK,
  },
  keepClosedDays: env.SUPPORT_KEEP_CLOSED_DAYS,
};

/** The secret Sanity signs its webhooks with; revalidation is refused without it. */
export const revalidateSecret = env.SANITY_REVALIDATE_SECRET;

/** How long a page may serve cached content before it is regenerated, in seconds. */
export const revalidateSeconds = env.SANITY_REVALIDATE_SECONDS;

/** How often content that depends on the clock is read again, at most, in seconds (≤ 60). */
export const scheduleRefreshSeconds = env.SANITY_SCHEDULE_REFRESH_SECONDS;

/** The least time between two reloads of a list of live addresses caused by unknown ones, in
 * seconds: how soon a document published without a webhook is found. */
export const addressReloadSeconds = env.SANITY_ADDRESS_RELOAD_SECONDS;

/** Whether NEXT_PUBLIC_SITE_URL is set; without it, links point at localhost (a build warns). */
export const siteUrlSet = env.NEXT_PUBLIC_SITE_URL !== undefined;

/** The public origin of the site, for canonical URLs, the sitemap and link previews. */
export const siteUrl = (env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');

/**
 * How the forms deliver e-mail: EmailJS when its keys are set; else the site's local outbox when
 * it runs (development, tests, or OUTBOX_ENABLED=1); else nowhere ("none": the forms post to the
 * outbox route, which answers 404, so they show their failure message, and the server warns).
 */
export type EmailMode = 'emailjs' | 'outbox' | 'none';

export interface EmailConfig {
  mode: EmailMode;
  publicKey: string;
  serviceId: string;
  templates: { waitlist: string; support: string };
  /** The API origin the SDK posts to; undefined means the site itself (the outbox). */
  origin: string | undefined;
}

/** The local outbox runs in development and tests, and in production only when enabled. */
const outboxEnabled = env.OUTBOX_ENABLED ?? !production;

export const emailConfig: EmailConfig =
  env.EMAILJS_PUBLIC_KEY &&
  env.EMAILJS_SERVICE_ID &&
  env.EMAILJS_WAITLIST_TEMPLATE_ID &&
  env.EMAILJS_SUPPORT_TEMPLATE_ID
    ? {
        mode: 'emailjs',
        publicKey: env.EMAILJS_PUBLIC_KEY,
        serviceId: env.EMAILJS_SERVICE_ID,
        templates: {
          waitlist: env.EMAILJS_WAITLIST_TEMPLATE_ID,
          support: env.EMAILJS_SUPPORT_TEMPLATE_ID,
        },
        origin: env.EMAILJS_ORIGIN ?? 'https://api.emailjs.com',
      }
    : {
        mode: outboxEnabled ? 'outbox' : 'none',
        publicKey: 'local-outbox',
        serviceId: 'local-outbox',
        templates: { waitlist: 'waitlist', support: 'support' },
        origin: undefined,
      };

/** Where the local outbox appends the messages the forms would have sent. */
export const outboxFile = outboxFileFor(env.OUTBOX_FILE);

/** The IP-geolocation service the waitlist form asks once: HTTPS, CORS, ip/city/country/lat/long. */
export const geoEndpoint = env.GEO_ENDPOINT ?? 'https://ipwho.is/';

/** A self-hosted analytics server the pages report to (lib/analytics), or undefined for none. */
export const analyticsConfig: AnalyticsConfig | undefined =
  env.ANALYTICS_URL && env.ANALYTICS_SITE_ID
    ? {
        provider: env.ANALYTICS_PROVIDER,
        base: analyticsBase(env.ANALYTICS_URL),
        siteId: env.ANALYTICS_SITE_ID,
      }
    : undefined;

/** What the browser may reach beyond the site, for the Content-Security-Policy. */
export const thirdParties: ThirdParties = {
  imageCdnUrl: sanityConfig?.imageCdnUrl,
  emailApiUrl: emailConfig.origin,
  geoEndpoint,
  videoHost: VIDEO_HOST,
  analytics: analyticsConfig && {
    scriptUrl: analyticsScriptUrl(analyticsConfig),
    collectUrl: analyticsCollectUrl(analyticsConfig),
  },
};

/** What the warnings of config/warnings.ts look at. */
export const warningInput = {
  production,
  siteUrlSet,
  emailMode: emailConfig.mode,
  challengeDifficulty: env.WAITLIST_CHALLENGE_DIFFICULTY,
  sharedCacheWithoutSharedDatabase: Boolean(env.REDIS_URL) && !env.DATABASE_URL,
};

/** The origins that may frame the site in draft mode: the studio's, when previews can happen. */
export const previewFrameAncestors: string[] | undefined = sanityConfig?.viewerToken
  ? sanityConfig.studioOrigins
  : undefined;

/** The HTTP caches the publish webhook purges (lib/edge/purge.ts); none when unset. */
export interface EdgeCaches {
  /** Varnish (or any cache taking the same PURGE request), and the secret it checks. */
  varnish: { urls: string[]; secret: string } | undefined;
  /** Fastly's API, its token and the service to purge. */
  fastly: { apiUrl: string; token: string; serviceId: string } | undefined;
}

export const edgeCaches: EdgeCaches = {
  varnish:
    env.EDGE_PURGE_URLS?.length && env.EDGE_PURGE_SECRET
      ? { urls: env.EDGE_PURGE_URLS, secret: env.EDGE_PURGE_SECRET }
      : undefined,
  fastly:
    env.FASTLY_API_TOKEN && env.FASTLY_SERVICE_ID
      ? {
          apiUrl: env.FASTLY_API_URL ?? 'https://api.fastly.com',
          token: env.FASTLY_API_TOKEN,
          serviceId: env.FASTLY_SERVICE_ID,
        }
      : undefined,
};

/** Where the waitlist's events go, signed with the secret (WEBHOOK_URLS, WEBHOOK_SECRET); none
 * without both. */
export const webhooks: { urls: string[]; secret: string; retryDelaySeconds: number } | undefined =
  env.WEBHOOK_URLS?.length && env.WEBHOOK_SECRET
    ? {
        urls: env.WEBHOOK_URLS,
        secret: env.WEBHOOK_SECRET,
        retryDelaySeconds: env.WEBHOOK_RETRY_SECONDS,
      }
    : undefined;
