import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
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
import { person } from '@brp/db/test-person';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

import { startWebhooks } from './webhook-worker';

// Two receivers on loopback, one of which never answers while the test runs: the worker's
// deliveries to the other must go on, and the silent one must hold few of them.
const SECRET = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;

const held: ServerResponse[] = [];
let mostHeldAtOnce = 0;
const answered: string[] = [];
const silent = createServer((request, response) => {
  request.resume();
  held.push(response);
  mostHeldAtOnce = Math.max(mostHeldAtOnce, held.filter((open) => !open.writableEnded).length);
});
const healthy = createServer((request, response) => {
  request.resume();
  answered.push(String(request.headers['webhook-id']));
  response.end('ok');
});
const urlOf = (server: typeof silent) =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;

let folder: string;
let opened: OpenedDatabase;
let stop: () => Promise<void>;

beforeAll(async () => {
  for (const server of [silent, healthy]) {
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  }
  folder = mkdtempSync(join(tmpdir(), 'webhook-receivers-'));
  opened = await openDatabase({ folder });
  stop = await startWebhooks(opened, {
    urls: [urlOf(silent), urlOf(healthy)],
    secret: SECRET,
    // Longer than the test: a delivery to the silent receiver stays open throughout.
    timeoutMs: 120_000,
  });
});
afterAll(async () => {
  for (const response of held) response.end('ok');
  await stop();
  await opened.close();
  for (const server of [silent, healthy]) {
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  }
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
  await vi.waitFor(() => expect(new Set(answered).size).toBe(people), { timeout: 20_000 });
  expect(held.length).toBeGreaterThan(0);
  expect(mostHeldAtOnce).toBeLessThanOrEqual(2);
});
