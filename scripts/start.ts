/**
 * `pnpm start`: serves the production build the way it is deployed, as the standalone server
 * (`apps/web/.next/standalone`, which `pnpm build` completes with public/ and the static files).
 * It honours PORT (3000 by default) and HOSTNAME (0.0.0.0), like the Docker image. `next start`
 * warns that it does not serve standalone builds; the e2e suite still uses it (see docs/deployment.md).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const server = resolve(import.meta.dirname, '../apps/web/.next/standalone/apps/web/server.js');
if (!existsSync(server)) {
  console.error(`start: ${server} does not exist; run \`pnpm build\` first.`);
  process.exit(1);
}
// The embedded waitlist beside the app, as under `pnpm dev`, not inside the build folder, which
// the next build replaces: signups outlive builds.
process.env.WAITLIST_DB_DIR ||= resolve(import.meta.dirname, '../apps/web/.data/waitlist');
// The server changes into its own folder and listens; it runs in this process.
await import(pathToFileURL(server).href);
