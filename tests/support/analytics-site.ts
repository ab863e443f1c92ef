/**
 * The site built for a self-hosted analytics server (into apps/web/.next-analytics, on the seed
 * content): the pages name the server's address at build time, so the fake collector
 * (fake-analytics.ts) listens on a fixed port (E2E_ANALYTICS_PORT moves it). It is another
 * origin, under a path of its own, as an operator's Umami elsewhere may be (Umami's BASE_PATH).
 */
import { resolve } from 'node:path';

export const ANALYTICS_PORT = Number(process.env.E2E_ANALYTICS_PORT ?? 3997);
/** Where the server answers on that origin: its script and its collector are under it. */
export const ANALYTICS_PATH = '/umami';
export const ANALYTICS_DIST_DIR = '.next-analytics';
/** An Umami website ID, as Umami writes them. */
export const ANALYTICS_SITE_ID = '2f6c8a4e-5b1d-4c3e-9a7f-0d1e2b3c4a5f';

export const analyticsEnv: Record<string, string> = {
  ANALYTICS_URL: `http://127.0.0.1:${ANALYTICS_PORT}${ANALYTICS_PATH}`,
  ANALYTICS_SITE_ID,
  NEXT_DIST_DIR: ANALYTICS_DIST_DIR,
};

/** The production server of that build's standalone folder. */
export const ANALYTICS_SERVER = resolve(
  import.meta.dirname,
  `../../apps/web/${ANALYTICS_DIST_DIR}/standalone/apps/web/server.js`,
);
