/**
 * Builds the studio the waitlist-studio spec logs into (studio/.sanity/waitlist-e2e), its project
 * API the local fake and its Waitlist tool pointed at the spec's site, then records the variables
 * it was built with beside it. Run with Node's type stripping: `node tests/support/build-test-studio.ts`.
 */
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { BUILD_RECORD, TEST_STUDIO_DIR, testStudioEnv } from './waitlist-studio.ts';

const root = resolve(import.meta.dirname, '../..');

// From scratch, so a failed build never leaves the last one's record behind as if it were new.
rmSync(TEST_STUDIO_DIR, { recursive: true, force: true });
const build = spawnSync(
  'pnpm',
  ['--filter', '@brp/studio', 'exec', 'sanity', 'build', TEST_STUDIO_DIR, '--yes'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, ...testStudioEnv } },
);
if (build.status !== 0) {
  console.error('build-test-studio: sanity build failed');
  process.exit(build.status ?? 1);
}
writeFileSync(BUILD_RECORD, `${JSON.stringify(testStudioEnv, null, 2)}\n`);
console.log(`build-test-studio: built ${TEST_STUDIO_DIR}`);
