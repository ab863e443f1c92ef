// The editors' guide's screenshots (docs/images/presentation*.png, in docs/editing.md) of the studio's Presentation tool, offline: `E2E_LAKE_PORT=4599 E2E_LAKE_SITE_PORT=4501 node tests/support/build-lake-site.ts` once after the site's build, then the same variables with `node tests/support/presentation-screenshot.ts [post|page|feature]`.
/*
 * It builds the studio (once, into studio/.sanity/presentation-screenshot) with its API pointed at
 * a local fake (studio-api.ts, over the fake Content Lake), serves it on the address the site's
 * draft mode lets frame it (http://localhost:3333), runs the lake site, saves a draft as an editor
 * would (a post's new title, or a new page built from blocks), and photographs Presentation in the
 * system Chromium.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';

import { listen } from '@brp/testing/http';
import { chromium } from '@playwright/test';

import { CHROMIUM_ARGS, systemChromium } from './chromium.ts';
import {
  freshLakeServer,
  LAKE_SITE_PORT,
  runLakeServer,
  startSeededLake,
  VIEWER_TOKEN,
} from './lake-site.ts';
import { stopProcessGroup } from './processes.ts';
import { startFakeStudioApi } from './studio-api.ts';

const root = resolve(import.meta.dirname, '../..');
const studioDir = join(root, 'studio');
const studioDist = process.env.STUDIO_DIST ?? join(studioDir, '.sanity/presentation-screenshot');
const STUDIO_API_PORT = Number(process.env.STUDIO_API_PORT ?? 4598);
/** The studio origin the site's draft-mode headers allow to frame it (SANITY_STUDIO_URL's default). */
const STUDIO_PORT = 3333;
const PROJECT_ID = 'e2eproject';
const DATASET = 'production';
const siteOrigin = `http://localhost:${LAKE_SITE_PORT}`;

/** What a screenshot shows: a document of the seed, drafted as an editor would, on its page. */
interface Shot {
  type: string;
  id: string;
  path: string;
  /** The heading the framed page shows once it renders the draft. */
  heading: string;
  output: string;
  /** A field label of the document's form to scroll to, when the top is not the point. */
  field?: string;
  draft(lake: Awaited<ReturnType<typeof startSeededLake>>): void;
}

const PAGE_TITLE = 'Autumn Double Points';
const SHOTS: Record<string, Shot> = {
  // A post whose title was changed in a draft.
  post: {
    type: 'blogPost',
    id: 'blogPost-growth',
    path: '/blog/loyalty-growth-insights',
    heading: 'How Loyalty Programs Grow Local High Streets',
    output: 'docs/images/presentation.png',
    draft: (lake) =>
      lake.saveDraft('blogPost-growth', { title: 'How Loyalty Programs Grow Local High Streets' }),
  },
  // A new page being built: three blocks so far, never published.
  page: {
    type: 'page',
    id: 'page-autumn-double-points',
    path: '/autumn-double-points',
    heading: PAGE_TITLE,
    output: 'docs/images/presentation-page.png',
    field: 'Sections',
    draft: (lake) =>
      lake.publish({
        _id: 'drafts.page-autumn-double-points',
        _type: 'page',
        // What the Content Lake stamps on a document the studio creates.
        _createdAt: new Date().toISOString(),
        _updatedAt: new Date().toISOString(),
        _rev: 'draft-1',
        title: PAGE_TITLE,
        address: { _type: 'slug', current: 'autumn-double-points' },
        blocks: [
          {
            _key: 'header',
            _type: 'pageHeader',
            eyebrow: 'This October',
            title: PAGE_TITLE,
            subtitle:
              'Every partner on the street doubles the points of every purchase for a week.',
          },
          {
            _key: 'steps',
            _type: 'steps',
            title: 'How to take part',
            steps: [
              { _key: 'a', _type: 'step', title: 'Shop locally', body: 'At any partner merchant.' },
              { _key: 'b', _type: 'step', title: 'Earn double', body: 'Credited as you pay.' },
              {
                _key: 'c',
                _type: 'step',
                title: 'Spend anywhere',
                body: 'Up and down the street.',
              },
            ],
          },
          {
            _key: 'cta',
            _type: 'ctaBand',
            title: 'Be there in October',
            buttons: [
              { _key: 'join', _type: 'button', label: 'Join the Waitlist', href: '/#waitlist' },
            ],
          },
        ],
      }),
  },
};
// A feature page, one of the spec's pages built from blocks, with a section's words changed.
SHOTS.feature = {
  type: 'page',
  id: 'page-pos-integration',
  path: '/features/pos-integration',
  heading: 'Seamless POS Integration',
  output: 'docs/images/presentation-feature.png',
  field: 'Sections',
  draft: (lake) => {
    const page = lake.get('page-pos-integration')!;
    const blocks = (page.blocks as { _type: string; title?: string }[]).map((block) =>
      block._type === 'systemPicker'
        ? { ...block, title: 'Works with the tills on your street' }
        : block,
    );
    lake.saveDraft('page-pos-integration', { blocks });
  },
};
const shotName = process.argv[2] ?? 'post';
const shot = SHOTS[shotName];
if (!shot)
  throw new Error(`No screenshot "${shotName}": choose ${Object.keys(SHOTS).join(' or ')}`);
const output = join(root, shot.output);

if (!existsSync(join(studioDist, 'index.html'))) {
  const build = spawnSync(
    join(root, 'pnpmw'),
    ['--filter', '@brp/studio', 'exec', 'sanity', 'build', studioDist, '--yes'],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        SANITY_STUDIO_PROJECT_ID: PROJECT_ID,
        SANITY_STUDIO_DATASET: DATASET,
        SANITY_STUDIO_API_HOST: `http://localhost:${STUDIO_API_PORT}`,
        SANITY_STUDIO_PREVIEW_ORIGIN: siteOrigin,
      },
    },
  );
  if (build.status !== 0) throw new Error('sanity build failed');
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

const lake = await startSeededLake();
const api = await startFakeStudioApi({
  lake,
  token: VIEWER_TOKEN,
  projectId: PROJECT_ID,
  dataset: DATASET,
  port: STUDIO_API_PORT,
  log: (line) => console.log(`studio-api: ${line}`),
});
// The studio as `sanity build` wrote it, every unknown path answered by its index (client routing).
const studio = await listen(async (request, response) => {
  const path = new URL(request.url ?? '/', 'http://studio.local').pathname;
  let file = join(studioDist, path);
  if (!file.startsWith(studioDist) || !existsSync(file) || path.endsWith('/'))
    file = join(studioDist, 'index.html');
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  response.end(await readFile(file));
}, STUDIO_PORT);

const site = runLakeServer(await freshLakeServer(), LAKE_SITE_PORT, {
  logFile: '/tmp/presentation-screenshot-site.log',
});
const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_ARGS });
try {
  for (let tries = 0; ; tries++) {
    const ok = await fetch(`${siteOrigin}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 120) throw new Error('the lake site did not start');
    await new Promise((r) => setTimeout(r, 1000));
  }
  // The editor's unpublished change.
  shot.draft(lake);

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(
    ([key, token]) => {
      // Only the studio's document: the framed site may have no storage (an opaque origin).
      try {
        if (location.port === String(3333)) localStorage.setItem(key!, JSON.stringify({ token }));
      } catch {
        // Nothing to store in a document without storage.
      }
    },
    [`__studio_auth_token_${PROJECT_ID}`, 'fake-editor-token'],
  );
  // Nothing leaves the machine: requests to other hosts are logged and refused.
  await context.route(
    (url) =>
      !['localhost', '127.0.0.1'].includes(url.hostname) && !url.hostname.endsWith('.localhost'),
    (route) => {
      console.log(`blocked: ${route.request().method()} ${route.request().url()}`);
      return route.abort();
    },
  );
  const page = await context.newPage();
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()))
      console.log(`console.${message.type()}: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => console.log(`pageerror: ${error.message}`));
  await page.goto(
    `http://localhost:${STUDIO_PORT}/presentation/${shot.type}/${shot.id}?preview=${encodeURIComponent(shot.path)}`,
  );
  const frame = page.frameLocator('iframe').first();
  await frame.getByRole('heading', { name: shot.heading }).first().waitFor({ timeout: 120_000 });
  // Until the site's <VisualEditing /> connects (comlink), Presentation covers the frame with
  // "Loading." and then offers "Continue anyway": a site without it is shown that way.
  const continueAnyway = page
    .getByRole('button', { name: 'Continue anyway' })
    .and(page.locator(':enabled'))
    .first();
  const connected = await continueAnyway.waitFor({ timeout: 60_000 }).then(
    () => false,
    () => true,
  );
  if (!connected) {
    console.log('the site did not connect to Presentation: clicking "Continue anyway"');
    await continueAnyway.click();
  }
  // The document pane lists the pages that show the document once its locations resolve.
  await page
    .getByText(/^Used on \d+ pages?$/)
    .first()
    .waitFor({ timeout: 60_000 })
    .catch(() => console.log('the document locations did not resolve in time'));
  if (shot.field) {
    await page
      .getByText(shot.field, { exact: true })
      .last()
      .evaluate((label) => {
        label.scrollIntoView({ block: 'start' });
      });
  }
  await page.waitForTimeout(2000);
  await mkdir(join(root, 'docs/images'), { recursive: true });
  await page.screenshot({ path: output });
  console.log(`wrote ${output}`);
} catch (error) {
  await page_debug(browser);
  throw error;
} finally {
  await browser.close();
  await stopProcessGroup(site);
  await Promise.all([studio.close(), api.close(), lake.close()]);
}

/** On failure, a picture of what the studio showed instead, next to the wanted one. */
async function page_debug(b: typeof browser) {
  const pages = b.contexts().flatMap((c) => c.pages());
  if (pages[0]) await pages[0].screenshot({ path: '/tmp/presentation-screenshot-failed.png' });
}
