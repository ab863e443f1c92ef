/**
 * What every spec of the test studio (build-test-studio.ts) needs around a browser: the seeded
 * fake Content Lake, Sanity's project API faked over it on the port the build names, the studio
 * served as `sanity build` wrote it, and a browser context logged in that reaches nothing off
 * this machine.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import type { BrowserContext, Route } from '@playwright/test';

import type { FakeContentLake } from '@brp/testing/content-lake';
import type { LocalServer } from '@brp/testing/http';

import { freePort } from './free-port.ts';
import { startSeededLake, VIEWER_TOKEN } from './lake-site.ts';
import { startFakeStudioApi } from './studio-api.ts';
import { localhostCertificate } from './tls-certificate.ts';
import {
  serveStudio,
  staleTestStudio,
  STUDIO_DATASET,
  STUDIO_PROJECT_ID,
  TEST_STUDIO_DIR,
  WAITLIST_API_PORT,
  WAITLIST_STUDIO_PORT,
} from './waitlist-studio.ts';

export interface TestStudio {
  lake: FakeContentLake;
  close(): Promise<void>;
}

/** Starts the lake, the fake API and the studio; throws with the fix when the build is stale. */
export async function startTestStudio(): Promise<TestStudio> {
  const stale = staleTestStudio();
  if (stale) throw new Error(stale);
  const lake = await startSeededLake(await freePort());
  const servers: LocalServer[] = [lake];
  try {
    servers.push(
      await startFakeStudioApi({
        lake,
        token: VIEWER_TOKEN,
        projectId: STUDIO_PROJECT_ID,
        dataset: STUDIO_DATASET,
        port: WAITLIST_API_PORT,
        tls: localhostCertificate(),
      }),
      await serveStudio(TEST_STUDIO_DIR, WAITLIST_STUDIO_PORT),
    );
  } catch (error) {
    await Promise.all(servers.map((server) => server.close()));
    throw error;
  }
  return { lake, close: () => Promise.all(servers.map((server) => server.close())).then() };
}

const root = resolve(import.meta.dirname, '../..');
/** The studio's version of Sanity, the one its version check must find current. */
const SANITY_VERSION = (
  JSON.parse(readFileSync(join(root, 'studio/node_modules/sanity/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/**
 * What Sanity's own hosts answer the studio, at the network edge: its version check (current),
 * the dashboard bridge script (none), its interface font (an empty file: the studio falls back to
 * the system's) and the feedback intake. Anything else off this machine is refused.
 */
function answerSanityHosts(route: Route) {
  const { hostname, pathname } = new URL(route.request().url());
  if (hostname === 'sanity-cdn.com' && pathname.startsWith('/v1/modules/'))
    return route.fulfill({ json: { latest: SANITY_VERSION, packageVersion: SANITY_VERSION } });
  if (hostname === 'core.sanity-cdn.com' && pathname.endsWith('.js'))
    return route.fulfill({ contentType: 'text/javascript', body: '' });
  if (hostname === 'design-system-static.sanity.io')
    return route.fulfill({ contentType: 'font/woff2', body: '' });
  if (hostname === 'api.sanity.io' && pathname.includes('/intake/'))
    return route.fulfill({ json: {} });
  return route.abort();
}

/** Logs the context into the test studio as an editor (its context must ignore HTTPS errors:
 * the fake API's certificate is its own); requests off this machine get what
 * {@link answerSanityHosts} says (the studio calls its API at <project>.localhost as well as
 * localhost). */
export async function logIntoTestStudio(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ([key, token]) => {
      // Documents without storage (about:blank) have nothing to log into.
      try {
        localStorage.setItem(key!, JSON.stringify({ token }));
      } catch {
        // Nothing to store.
      }
    },
    [`__studio_auth_token_${STUDIO_PROJECT_ID}`, 'fake-editor-token'],
  );
  await context.route(
    (url) =>
      !['localhost', '127.0.0.1'].includes(url.hostname) && !url.hostname.endsWith('.localhost'),
    answerSanityHosts,
  );
}
