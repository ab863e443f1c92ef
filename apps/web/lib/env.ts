/**
 * The only place the site reads environment variables. Nothing is required: without a Sanity
 * project the site renders the embedded seed content, and without EmailJS keys the forms deliver
 * to a local outbox. Server-only values stay here; browser values are NEXT_PUBLIC_* (inlined at
 * build time by Next).
 */
import { join } from 'node:path';

import { VIDEO_HOST, type ThirdParties } from './security-headers';

function read(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value === '' ? undefined : value;
}

function positiveInteger(name: string, fallback: number): number {
  const value = Number(read(name));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** A configured Sanity project, or undefined for the embedded seed content. */
export interface SanityConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** A read token, for private datasets. */
  token: string | undefined;
  /** Another API origin than Sanity's own, e.g. a local fake Content Lake in tests. */
  apiHost: string | undefined;
  /** The image CDN origin; Sanity's own unless overridden (tests serve images locally). */
  imageCdnUrl: string;
}

const projectId = read('SANITY_PROJECT_ID');

export const sanityConfig: SanityConfig | undefined = projectId
  ? {
      projectId,
      dataset: read('SANITY_DATASET') ?? 'production',
      apiVersion: read('SANITY_API_VERSION') ?? '2025-06-01',
      token: read('SANITY_API_READ_TOKEN'),
      apiHost: read('SANITY_API_HOST'),
      imageCdnUrl: read('SANITY_IMAGE_CDN_URL') ?? 'https://cdn.sanity.io',
    }
  : undefined;

/** Where `next build` writes and `next start` reads: a second build (the tests' build against a
 * fake Content Lake, the benchmark's) goes elsewhere than `.next`. */
export const distDir = read('NEXT_DIST_DIR') ?? '.next';

/** Where content comes from: a Sanity project, or the seed dataset embedded in the repo. */
export const contentSource: 'sanity' | 'embedded' = sanityConfig ? 'sanity' : 'embedded';

/** The studio package's seed folder, read by the embedded mode (the site runs from apps/web). */
export const seedDir = read('SEED_DIR') ?? join(process.cwd(), '..', '..', 'studio', 'seed');

/** The secret Sanity signs its webhooks with; revalidation is refused without it. */
export const revalidateSecret = read('SANITY_REVALIDATE_SECRET');

/** How long a page may serve cached content before it is regenerated, in seconds. */
export const revalidateSeconds = positiveInteger('SANITY_REVALIDATE_SECONDS', 3600);

/** The public origin of the site, for canonical URLs, the sitemap and link previews. */
export const siteUrl = (read('NEXT_PUBLIC_SITE_URL') ?? 'http://localhost:3000').replace(/\/$/, '');

/** How the forms deliver e-mail: EmailJS when its keys are set, else the site's local outbox. */
export interface EmailConfig {
  mode: 'emailjs' | 'outbox';
  publicKey: string;
  serviceId: string;
  templates: { waitlist: string; support: string };
  /** The API origin the SDK posts to; undefined means the site itself (the outbox). */
  origin: string | undefined;
}

const emailJsKeys = {
  publicKey: read('EMAILJS_PUBLIC_KEY'),
  serviceId: read('EMAILJS_SERVICE_ID'),
  waitlist: read('EMAILJS_WAITLIST_TEMPLATE_ID'),
  support: read('EMAILJS_SUPPORT_TEMPLATE_ID'),
};

export const emailConfig: EmailConfig =
  emailJsKeys.publicKey && emailJsKeys.serviceId && emailJsKeys.waitlist && emailJsKeys.support
    ? {
        mode: 'emailjs',
        publicKey: emailJsKeys.publicKey,
        serviceId: emailJsKeys.serviceId,
        templates: { waitlist: emailJsKeys.waitlist, support: emailJsKeys.support },
        origin: read('EMAILJS_ORIGIN') ?? 'https://api.emailjs.com',
      }
    : {
        mode: 'outbox',
        publicKey: 'local-outbox',
        serviceId: 'local-outbox',
        templates: { waitlist: 'waitlist', support: 'support' },
        origin: undefined,
      };

/** Where the local outbox appends the messages the forms would have sent (embedded mode only). */
export const outboxFile = read('OUTBOX_FILE') ?? join(process.cwd(), '.outbox', 'emails.ndjson');

/** The IP-geolocation service the waitlist form asks once: HTTPS, CORS, ip/city/country/lat/long. */
export const geoEndpoint = read('GEO_ENDPOINT') ?? 'https://ipwho.is/';

/** The third-party origins the browser may reach, for the Content-Security-Policy. */
export const thirdParties: ThirdParties = {
  imageCdnUrl: sanityConfig?.imageCdnUrl,
  emailApiUrl: emailConfig.origin,
  geoEndpoint,
  videoHost: VIDEO_HOST,
};
