/**
 * The site as it runs against a Sanity project, with a local fake Content Lake standing in for
 * Sanity's API and image CDN. `build-lake-site.ts` builds it (the test command runs that first);
 * the specs start the fake and the build's production server (its standalone folder) for it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { readSeedDataset, seedDir, type SeedImage } from '@brp/seed';
import { type FakeContentLake, startFakeContentLake } from '@brp/testing/content-lake';

/** The fake Content Lake's port: image URLs in the pages built against it name this port.
 * Both ports can be moved (E2E_LAKE_PORT, E2E_LAKE_SITE_PORT) so two checkouts test side by side. */
export const LAKE_PORT = Number(process.env.E2E_LAKE_PORT ?? 3999);
export const LAKE_SITE_PORT = Number(process.env.E2E_LAKE_SITE_PORT ?? 3101);
/** Where the content-lake spec serves its stand-in for the studio's Presentation tool (E2E_STUDIO_PORT). */
export const STUDIO_STUB_PORT = Number(process.env.E2E_STUDIO_PORT ?? 3398);
/** The studio addresses the site is built with: `sanity dev`'s default (the click-to-edit links
 * name it) and the Presentation stand-in; both may frame the site in draft mode. */
const STUDIO_URLS = ['http://localhost:3333', `http://localhost:${STUDIO_STUB_PORT}`];
export const LAKE_DIST_DIR = '.next-lake';
export const WEBHOOK_SECRET = 'e2e-webhook-secret';
/** The viewer token the site's preview sends and the fake Content Lake requires for drafts. */
export const VIEWER_TOKEN = 'e2e-viewer-token';
const PROJECT_ID = 'e2eproject';
const DATASET = 'production';
const lakeUrl = `http://127.0.0.1:${LAKE_PORT}`;

/** The CDN file name of a seed image, as Sanity names it: `<hash>-<w>x<h>.<ext>`. */
function cdnFileName(image: SeedImage): string {
  const [, hash] = image.assetId.split('-');
  return `${hash}-${image.width}x${image.height}.${image.extension}`;
}

/** The environment of a site reading its content from the fake Content Lake. */
export const lakeSiteEnv: Record<string, string> = {
  SANITY_PROJECT_ID: PROJECT_ID,
  SANITY_DATASET: DATASET,
  SANITY_API_HOST: lakeUrl,
  SANITY_IMAGE_CDN_URL: lakeUrl,
  SANITY_REVALIDATE_SECRET: WEBHOOK_SECRET,
  SANITY_VIEWER_TOKEN: VIEWER_TOKEN,
  SANITY_STUDIO_URL: STUDIO_URLS.join(','),
  // A fully configured site: EmailJS keys set, so the local outbox must not exist.
  EMAILJS_PUBLIC_KEY: 'e2e-public-key',
  EMAILJS_SERVICE_ID: 'e2e-service',
  EMAILJS_WAITLIST_TEMPLATE_ID: 'e2e-waitlist',
  EMAILJS_SUPPORT_TEMPLATE_ID: 'e2e-support',
  // No mail server: its specs sign nobody up to confirm, so signups count unconfirmed.
  WAITLIST_TRUST_UNCONFIRMED_ADDRESSES: '1',
  NEXT_DIST_DIR: LAKE_DIST_DIR,
  NEXT_TELEMETRY_DISABLED: '1',
};

/**
 * Starts a fake Content Lake holding a fresh copy of the seed, serving its images too. On another
 * port than LAKE_PORT (a spec that runs beside the content-lake spec), the site must be pointed
 * at it with {@link lakeEnvAt}; images built into the pages still name LAKE_PORT.
 */
export function startSeededLake(port = LAKE_PORT): Promise<FakeContentLake> {
  const seed = readSeedDataset(
    (image) => `${lakeUrl}/images/${PROJECT_ID}/${DATASET}/${cdnFileName(image)}`,
  );
  const imageFiles = new Map(
    seed.images.map((image) => [cdnFileName(image), join(seedDir(), 'images', image.file)]),
  );
  return startFakeContentLake({
    documents: seed.documents,
    imageFiles,
    port,
    token: VIEWER_TOKEN,
  });
}

/** The environment that points a server of the lake build at a fake Content Lake on `port`. */
export function lakeEnvAt(port: number): Record<string, string> {
  const url = `http://127.0.0.1:${port}`;
  return { SANITY_API_HOST: url, SANITY_IMAGE_CDN_URL: url };
}

export const webDir = resolve(import.meta.dirname, '../../apps/web');

/**
 * A fresh copy of the lake build's standalone folder, as deployed: regeneration writes pages into
 * it, and every test run must start from the pages as built. Returns the folder.
 */
export async function freshLakeServer(name = 'run'): Promise<string> {
  const folder = join(webDir, `${LAKE_DIST_DIR}-${name}`);
  await rm(folder, { recursive: true, force: true });
  await cp(join(webDir, LAKE_DIST_DIR, 'standalone'), folder, { recursive: true });
  return folder;
}

/** Runs the production server of a lake standalone folder on `port`, in the lake site's
 * environment (`env` adds to it), as `pnpm start` runs the site's. */
export function runLakeServer(
  folder: string,
  port: number,
  { logFile, env = {} }: { logFile?: string; env?: Record<string, string> } = {},
): ChildProcess {
  const output = logFile ? openSync(logFile, 'a') : 'inherit';
  return spawn(process.execPath, [join(folder, 'apps/web/server.js')], {
    env: {
      ...process.env,
      ...lakeSiteEnv,
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      // A waitlist of each server's own: servers of one folder would otherwise contend for the
      // embedded database each opens as it starts.
      WAITLIST_DB_DIR: mkdtempSync(join(tmpdir(), 'brp-lake-waitlist-')),
      ...env,
    },
    stdio: ['ignore', output, output],
    detached: true,
  });
}
