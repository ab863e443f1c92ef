/**
 * The server the suites test: the one the project ships, `pnpm start` (the standalone folder the
 * production build completes, with the production server of apps/web/server/), not `next start`,
 * which serves the same pages without that server's compression, policy hashes and method checks.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/**
 * Playwright's `webServer` for the built site on `port`; `env` adds to the server's variables.
 * With `log`, the server's output goes to that file (Playwright would drop its stdout).
 */
export function siteWebServer(port: number, env: Record<string, string> = {}, log?: string) {
  return {
    command: log ? `pnpm start > '${log}' 2>&1` : 'pnpm start',
    cwd: root,
    // Ready once the waitlist's database has opened (503 "starting" until then): no test's first
    // signup waits for its open.
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 90_000,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      // A waitlist of its own: the repository's is the developer's.
      WAITLIST_DB_DIR: mkdtempSync(join(tmpdir(), 'brp-waitlist-')),
      ...env,
    },
  };
}

/** Where the local outbox of the built site's forms is kept (the forms' tests read it). */
export const OUTBOX_FILE = resolve(root, 'apps/web/.outbox/emails.ndjson');
/** The team's helpdesk, which gets a copy of each support message. */
export const SUPPORT_INBOX = 'helpdesk@blocal.example';
/** Where the same server keeps its own mails (confirmations, support's), beside the forms'. */
export const SERVER_MAIL_FILE = resolve(root, 'apps/web/.outbox/mail.ndjson');
