/**
 * Runs once when a server starts. Importing lib/env validates the configuration (a bad value
 * stops the server with a message naming it); what is valid but leaves the forms with nowhere to
 * deliver is said here, once, in the server log. Node only: the settings read the file system,
 * and NEXT_RUNTIME is Next's own constant, not configuration.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ startWarnings }, { warningInput }] = await Promise.all([
    import('./lib/config/warnings'),
    import('./lib/env'),
  ]);
  for (const warning of startWarnings(warningInput)) console.warn(`⚠ ${warning}`);
}
