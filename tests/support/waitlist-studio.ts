/**
 * The studio's Waitlist tool against the site it reads, offline: a build of the studio whose
 * project API is the local fake (studio-api.ts) and whose tool calls the built site, and that
 * site's production server with an embedded waitlist of its own. `sanity build` writes the
 * addresses into the bundle, so the ports are fixed (each movable by its E2E_WAITLIST_* variable)
 * and build-test-studio.ts must run again after moving one.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';

import { TEST_GEOIP_DB } from '@brp/testing/geoip';
import { listen, type LocalServer } from '@brp/testing/http';

import { SCRIPTED_SIGNUPS } from './scripted-signups.ts';

const root = resolve(import.meta.dirname, '../..');

export const WAITLIST_SITE_PORT = Number(process.env.E2E_WAITLIST_SITE_PORT ?? 3120);
export const WAITLIST_STUDIO_PORT = Number(process.env.E2E_WAITLIST_STUDIO_PORT ?? 3334);
export const WAITLIST_API_PORT = Number(process.env.E2E_WAITLIST_API_PORT ?? 4620);

export const STUDIO_PROJECT_ID = 'e2eproject';
export const STUDIO_DATASET = 'production';
/** Where build-test-studio.ts writes the studio (git-ignored with the rest of studio/.sanity). */
export const TEST_STUDIO_DIR = join(root, 'studio/.sanity/waitlist-e2e');
/** The environment the build used, written beside it so a spec can tell a stale build. */
export const BUILD_RECORD = join(TEST_STUDIO_DIR, 'e2e-build.json');

/** The studio's origin: the one the site's CORS lets call its team API (SANITY_STUDIO_URL). */
export const studioOrigin = `http://localhost:${WAITLIST_STUDIO_PORT}`;
/** The site's origin as the studio's bundle names it (SANITY_STUDIO_PREVIEW_ORIGIN). */
export const siteOrigin = `http://localhost:${WAITLIST_SITE_PORT}`;
/** The team's credential the site is started with; the editor pastes it into the tool. */
export const TEAM_TOKEN = 'e2e-waitlist-team-credential-0123456789';

/** The variables `sanity build` reads for the test studio. */
export const testStudioEnv: Record<string, string> = {
  SANITY_STUDIO_PROJECT_ID: STUDIO_PROJECT_ID,
  SANITY_STUDIO_DATASET: STUDIO_DATASET,
  // HTTPS, so the browser speaks HTTP/2 to it, as to Sanity's API (support/tls-certificate.ts).
  SANITY_STUDIO_API_HOST: `https://localhost:${WAITLIST_API_PORT}`,
  SANITY_STUDIO_PREVIEW_ORIGIN: siteOrigin,
};

/** Why the test studio cannot be used as it is, or undefined when it was built for these ports. */
export function staleTestStudio(): string | undefined {
  const rebuild = 'run `node tests/support/build-test-studio.ts` first';
  if (!existsSync(join(TEST_STUDIO_DIR, 'index.html')) || !existsSync(BUILD_RECORD))
    return `The test studio is not built: ${rebuild}`;
  const built = JSON.parse(readFileSync(BUILD_RECORD, 'utf8')) as Record<string, string>;
  const differs = Object.keys(testStudioEnv).find((name) => built[name] !== testStudioEnv[name]);
  return differs && `The test studio was built with another ${differs}: ${rebuild}`;
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

/** The studio as `sanity build` wrote it; every other path gets its index (client routing). */
export function serveStudio(dir: string, port: number): Promise<LocalServer> {
  return listen(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://studio.local').pathname);
    let file = join(dir, path);
    if (!file.startsWith(dir + sep) || !existsSync(file) || path.endsWith('/'))
      file = join(dir, 'index.html');
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    });
    response.end(await readFile(file));
  }, port);
}

const STANDALONE_SERVER = join(root, 'apps/web/.next/standalone/apps/web/server.js');

/** A production server of the site's build and the folder of its embedded waitlist. */
export interface WaitlistSite {
  server: ChildProcess;
  dbDir: string;
  /** The team's credentials file (WAITLIST_TEAM_FILE), in dbDir. */
  teamFile: string;
}

/**
 * Runs the operator's command for the team's credentials (`./pnpmw waitlist-team`), as an
 * operator would while the site runs; what it printed last (an issued credential).
 */
export function waitlistTeam(teamFile: string, ...args: string[]): string {
  const printed = execFileSync(
    process.execPath,
    [join(root, 'apps/web/scripts/waitlist-team.ts'), ...args],
    { env: { ...process.env, WAITLIST_TEAM_FILE: teamFile }, encoding: 'utf8' },
  );
  return printed.trim().split('\n').at(-1)!;
}

/**
 * The production server of the site's build (`pnpm --filter @brp/web build`) on `port`, with an
 * empty embedded waitlist of its own (the repository's is the developer's), or again on the
 * folder `dbDir` of one it stopped.
 */
export function startWaitlistSite(
  port: number,
  logFile: string,
  dbDir = mkdtempSync(join(tmpdir(), 'brp-waitlist-studio-')),
): WaitlistSite {
  if (!existsSync(STANDALONE_SERVER))
    throw new Error(`No production build at ${STANDALONE_SERVER}: run the web build first`);
  const teamFile = join(dbDir, 'waitlist-team');
  // Neither a shared database nor a shared cache of the developer's shell.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const log = openSync(logFile, 'a');
  const server = spawn(process.execPath, [STANDALONE_SERVER], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      WAITLIST_DB_DIR: dbDir,
      // Its e-mails (the confirmations the spec follows) are kept in a file beside the database.
      OUTBOX_ENABLED: '1',
      OUTBOX_FILE: join(dbDir, 'outbox', 'emails.ndjson'),
      // Every signup of the spec comes from one network, as a script's would.
      ...SCRIPTED_SIGNUPS,
      WAITLIST_TEAM_TOKEN: TEAM_TOKEN,
      WAITLIST_TEAM_FILE: teamFile,
      SANITY_STUDIO_URL: studioOrigin,
      // Signups are placed from the client address a proxy in front reports (the spec sets it).
      GEOIP_DB: TEST_GEOIP_DB,
      TRUSTED_PROXY_HOPS: '1',
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  return { server, dbDir, teamFile };
}
