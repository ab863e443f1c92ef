import { DEFAULT_INVITATION_WORDS } from '@brp/core/invitations';
import { DEFAULT_AREA_SETTINGS } from '@brp/core/area-progress';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { insertSignup, type OpenedDatabase, openDatabase } from '@brp/db';
import { embeddedTemplate } from '@brp/db/test-template';
import { person } from '@brp/db/test-person';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

import type { OutgoingMail } from '../mail/send-mail';
import { startMailWorker } from './mail-worker';

// The worker against a real embedded database; the mail server is a stand-in that holds one
// message for as long as the test says, as a mail server that stalls on one send.
let folder: string;
let opened: OpenedDatabase;
const sent: string[] = [];
const HELD = 'slow@example.com';
let release: () => void = () => undefined;
const released = new Promise<void>((resolve) => (release = resolve));
let heldStarted: () => void = () => undefined;
const holding = new Promise<void>((resolve) => (heldStarted = resolve));

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'waitlist-mail-order-'));
  opened = await openDatabase({ folder, template: embeddedTemplate() });
  await startMailWorker(opened, {
    send: async (message: OutgoingMail) => {
      if (message.to === HELD) {
        heldStarted();
        await released;
      }
      sent.push(message.to);
    },
    origin: 'https://site.test',
    areaSettings: () => Promise.resolve(DEFAULT_AREA_SETTINGS),
    invitationWords: () => Promise.resolve(DEFAULT_INVITATION_WORDS),
    inbox: 'help@site.test',
    timeZone: 'America/New_York',
  });
});
afterAll(async () => {
  release();
  await opened.close();
  rmSync(folder, { recursive: true, force: true });
});

it('sends the next link while one send is stalled, and each once', async () => {
  await insertSignup(opened.db, opened.relay, person(HELD));
  await holding;
  await insertSignup(opened.db, opened.relay, person('next@example.com'));
  // While the first is still held: one worker waited for its whole batch before fetching again.
  await vi.waitFor(() => expect(sent).toEqual(['next@example.com']), { timeout: 30_000 });
  release();
  await vi.waitFor(() => expect(sent).toEqual(['next@example.com', HELD]), { timeout: 30_000 });
});
