import type { WarningInput } from './lib/config/warnings';

/**
 * Runs once when a server starts. Importing lib/env validates the configuration: a bad value
 * stops the server, with the message naming each problem, rather than serving half-configured
 * (Next would only log it and go on). What is valid but leaves the forms with nowhere to deliver
 * is said here, once, in the server log. With REDIS_URL, the shared cache starts here, before the
 * first request, without waiting for Redis. The waitlist's database opens here too (its
 * migrations applied), and the log says where it is. Node only: the settings read the file system, and
 * NEXT_RUNTIME is Next's own constant, not configuration.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
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
    const { openWaitlistAtStart } = await import('./lib/waitlist/open-at-start');
    await openWaitlistAtStart();
  }
}
