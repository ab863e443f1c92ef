import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { spamassassinPath } from '@brp/testing/spamassassin';
import { defineConfig } from 'vitest/config';

// Next's guard against importing server code into a client bundle: there is no bundle here, and
// the tests run server modules in Node, as the server does (the package's own empty module).
const serverOnly = join(createRequire(import.meta.url).resolve('server-only'), '../empty.js');

// Without spamassassin the mails' spam test is left out, not skipped (tests/support/
// ensure-spamassassin.ts says so in one line); under CI it runs, and fails without it.
const spamTestRuns = Boolean(spamassassinPath()) || Boolean(process.env.CI);

const shared = {
  exclude: [
    'node_modules/**',
    '.next/**',
    '.next-*/**',
    ...(spamTestRuns ? [] : ['lib/mail/spam-score.test.ts']),
  ],
  // Limits against a hang, not speed targets: opening an embedded database (PGlite, with its
  // migrations) took over 10 s, Vitest's default, on one busy core (taskset -c 0 ./pnpmw test).
  testTimeout: 60_000,
  hookTimeout: 120_000,
  setupFiles: ['./test/setup.ts'],
  restoreMocks: true,
  unstubGlobals: true,
};

// Component tests for the interactive leaves, in jsdom; the modules' tests in Node (a file that
// needs a document says `// @vitest-environment jsdom`). What needs a real browser (layout,
// scrolling, the real SDK over the network) is covered end to end in tests/.
export default defineConfig({
  resolve: { alias: { '@': import.meta.dirname, 'server-only': serverOnly } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: 'components',
          include: ['**/*.test.tsx'],
          environment: 'jsdom',
          // One jsdom per worker, not per file: the whole run took 46 s with a jsdom built for
          // each of its 79 files (half of it building them), 23 s with this. A test that changes
          // the document puts it back (styles/rule-sheets' test does).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...shared,
          name: 'modules',
          include: ['**/*.test.ts'],
          // One new embedded database for the run, that each test's is made from (@brp/db's
          // template); the components' project opens none, and would make its own.
          globalSetup: [fileURLToPath(import.meta.resolve('@brp/db/test-template'))],
        },
      },
    ],
  },
});
