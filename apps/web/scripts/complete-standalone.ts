/**
 * Completes the standalone server `next build` leaves in <distDir>/standalone: Next leaves out the
 * files a CDN would serve (public/ and <distDir>/static); copied beside server.js, the folder runs
 * alone with `node apps/web/server.js`. Run by the build, from apps/web, with Node's type stripping.
 */
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';

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
console.log(`complete-standalone: ${app} runs alone (node ${join(app, 'server.js')})`);
