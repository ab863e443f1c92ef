import { startWarnings } from './lib/config/warnings';
import { warningInput } from './lib/env';

/**
 * Runs once when a server starts. Importing lib/env validates the configuration (a bad value
 * stops the server with a message naming it); what is valid but leaves the forms with nowhere to
 * deliver is said here, once, in the server log.
 */
export function register() {
  for (const warning of startWarnings(warningInput)) console.warn(`⚠ ${warning}`);
}
