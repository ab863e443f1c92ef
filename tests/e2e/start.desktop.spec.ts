import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { expect, test } from '@playwright/test';

import { stopProcessGroup } from '../support/processes';

const root = resolve(import.meta.dirname, '../..');

/** A port nothing listens on now: the system picks it for a moment, then lets it go. */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

test('`pnpm start` serves the built site on the port named by PORT, as hosts expect', async ({
  request,
}) => {
  const port = await freePort();
  const server = spawn('pnpm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      NEXT_TELEMETRY_DISABLED: '1',
      // A production server needs a way to mail confirmations: the local outbox here.
      OUTBOX_ENABLED: '1',
      OUTBOX_FILE: join(tmpdir(), `brp-start-${port}`, 'emails.ndjson'),
      // A waitlist of its own, not the developer's (apps/web/.data).
      WAITLIST_DB_DIR: join(tmpdir(), `brp-start-${port}`, 'waitlist'),
    },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await expect
      .poll(
        async () =>
          (await request.get(`http://localhost:${port}/`).catch(() => undefined))?.status(),
        { timeout: 30_000 },
      )
      .toBe(200);
  } finally {
    await stopProcessGroup(server);
  }
});
