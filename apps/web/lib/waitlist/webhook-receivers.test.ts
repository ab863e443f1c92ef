import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  confirmSignup,
  insertSignup,
  issueConfirmation,
  newCode,
  type OpenedDatabase,
  openDatabase,
} from '@brp/db';
import { embeddedTemplate } from '@brp/db/test-template';
import { person } from '@brp/db/test-person';
import { startWebhookReceiver, type WebhookReceiver } from '@brp/testing/webhook-receiver';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

import { startWebhooks } from './webhook-worker';

// Two receivers on loopback, one of which never answers while the test runs: the worker's
// deliveries to the other must go on, and the silent one must hold few of them.
const SECRET = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;

let silent: WebhookReceiver;
let healthy: WebhookReceiver;
let folder: string;
let opened: OpenedDatabase;
let stop: () => Promise<void>;

beforeAll(async () => {
  silent = await startWebhookReceiver(SECRET, { hang: true });
  healthy = await startWebhookReceiver(SECRET);
  folder = mkdtempSync(join(tmpdir(), 'webhook-receivers-'));
  opened = await openDatabase({ folder, template: embeddedTemplate() });
  stop = await startWebhooks(opened, {
    urls: [silent.url, healthy.url],
    secret: SECRET,
    // Longer than the test: a delivery to the silent receiver stays open throughout.
    timeoutMs: 120_000,
  });
});
afterAll(async () => {
  // Closing the silent receiver ends its held deliveries, so the worker can stop.
  await silent.close();
  await stop();
  await opened.close();
  await healthy.close();
  rmSync(folder, { recursive: true, force: true });
});

it('a receiver that never answers holds two deliveries; another gets every event meanwhile', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const people = 24;
  for (let index = 0; index < people; index += 1) {
    const { signup } = await insertSignup(
      opened.db,
      opened.relay,
      person(`p${index}@receivers.example`),
    );
    const token = newCode();
    await issueConfirmation(opened.db, signup.id, token);
    await confirmSignup(opened.db, opened.relay, token);
  }
  // One second relays them; the deliveries themselves are not paced by a poll.
  await vi.waitFor(() => expect(healthy.events.size).toBe(people), { timeout: 20_000 });
  // None it holds is let go while the test runs: all it was ever sent are open at once.
  expect(silent.held).toBeGreaterThan(0);
  expect(silent.held).toBeLessThanOrEqual(2);
});
