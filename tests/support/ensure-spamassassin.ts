/**
 * Makes sure `spamassassin` is there for the site's mail test (apps/web/lib/mail/
 * spam-score.test.ts, every template scored offline), installing Debian's package with apt when
 * it can. Under CI a missing one fails this step (the test must run there); elsewhere it says in
 * one line that the test will not run and how to enable it, and the site's Vitest configuration
 * leaves it out rather than skipping it.
 * Run with Node's type stripping: `node tests/support/ensure-spamassassin.ts`.
 */
import { INSTALL_SPAMASSASSIN, spamassassinPath } from '@brp/testing/spamassassin';

import { aptInstall } from './apt-install.ts';

const found = spamassassinPath() ?? (aptInstall(['spamassassin']) ? spamassassinPath() : undefined);
if (found) {
  console.log(`ensure-spamassassin: using ${found}`);
} else if (process.env.CI) {
  console.error(
    `ensure-spamassassin: no spamassassin, so the mails' spam test cannot run: ${INSTALL_SPAMASSASSIN}`,
  );
  process.exit(1);
} else {
  console.log(
    `ensure-spamassassin: the mails' spam test did NOT run (no spamassassin); enable it with: ${INSTALL_SPAMASSASSIN}`,
  );
}
