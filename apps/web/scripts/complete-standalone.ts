/**
 * Completes the standalone server `next build` leaves in <distDir>/standalone. Next leaves out the
 * files a CDN would serve (public/ and <distDir>/static): copied beside server.js, the folder runs
 * alone with `node apps/web/server.js`. And that server.js becomes the site's own production
 * server (server/main.ts), bundled with what it imports but Next, which the folder already has;
 * beside it, the new embedded database a new server's waitlist is made from (@brp/db's
 * embedded-template.ts). Run by the build, from apps/web, with Node's type stripping.
 */
import { cp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { writeEmbeddedTemplate } from '@brp/db/embedded-template';
import { build } from 'rolldown';

import { EMBEDDED_TEMPLATE_FILE, MIGRATIONS_DIR } from '../lib/config/migrations-location.ts';

// Read here without lib/env: this script runs outside Next, after the build validated the value.
const distDir = process.env.NEXT_DIST_DIR?.trim() || '.next';
const app = join(distDir, 'standalone', 'apps', 'web');

for (const [from, to] of [
  ['public', join(app, 'public')],
  [join(distDir, 'static'), join(app, distDir, 'static')],
] as const) {
  await rm(to, { recursive: true, force: true });
  await cp(from, to, { recursive: true });
}

// The configuration Next's own server.js carries, with the folder's build directory; compression
// and ETags are the production server's own (server/compress-once.ts: made once per version).
const { config } = JSON.parse(
  await readFile(join(distDir, 'required-server-files.json'), 'utf8'),
) as { config: Record<string, unknown> };
await build({
  input: 'server/main.ts',
  platform: 'node',
  external: [/^next(\/|$)/],
  // The server is server code: Next's guard against a client bundle (lib/env imports it) is its
  // empty module here, as in Next's own server builds.
  resolve: {
    alias: {
      'server-only': join(createRequire(import.meta.url).resolve('server-only'), '../empty.js'),
    },
  },
  transform: {
    define: {
      STANDALONE_CONFIG: JSON.stringify({
        ...config,
        distDir: `./${distDir}`,
        compress: false,
        generateEtags: false,
      }),
    },
  },
  output: { file: join(app, 'server.js'), format: 'esm', codeSplitting: false },
});
// A new server's embedded database is made from this, not by initdb (5 s of a core, 20 s busy).
await writeEmbeddedTemplate(join(app, EMBEDDED_TEMPLATE_FILE), { migrationsDir: MIGRATIONS_DIR });
console.log(`complete-standalone: ${app} runs alone (node ${join(app, 'server.js')})`);
