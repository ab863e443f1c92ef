import type { WarningInput } from './lib/config/warnings';

/**
 * What a server does when it starts, on Node (instrumentation.ts says what and why). A module of
 * its own, imported only on Node: Next compiles instrumentation.ts for the Edge runtime too, and
 * warned at every compile of the Node APIs it would meet here (process.exit).
 */
export async function registerOnNode() {
  let warningInput: WarningInput;
  let redisUrl: string | undefined;
  let distDir: string;
  let building: boolean;
  try {
    ({ warningInput, redisUrl, distDir, building } = await import('./lib/env'));
  } catch (error) {
    console.error(`⨯ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const { startWarnings } = await import('./lib/config/warnings');
  for (const warning of startWarnings(warningInput)) console.warn(`⚠ ${warning}`);
  // Several servers share one cache in Redis; a build keeps to disk.
  if (redisUrl && !building) {
    const { startSharedCache } = await import('./lib/shared-cache/start');
    startSharedCache(redisUrl, distDir);
  }
  if (!building) {
    const { checkMailAtStart, openGeoipAtStart, openWaitlistAtStart } =
      await import('./lib/waitlist/open-at-start');
    // Both checked, so one start names every setting to fix.
    const mailReady = checkMailAtStart();
    if (!(await openGeoipAtStart()) || !mailReady) process.exit(1);
    // In the background: pages answer meanwhile, GET /api/health says "starting".
    void openWaitlistAtStart();
  }
}
