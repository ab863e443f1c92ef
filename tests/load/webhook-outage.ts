/**
 * `pnpm loadtest:webhooks [--people n] [--minutes m]`: a receiver down for `m` minutes (10) while
 * `n` people (100) sign up and confirm against one production server (`pnpm build` first); then it
 * comes back. Prints how many confirmation events it received, each counted once by its
 * `webhook-id` and verified with the standardwebhooks package, how many were lost, and how long
 * after its return the last one came. Issue #67's target: none lost.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { startWebhookReceiver } from '@brp/testing/webhook-receiver';

import { confirmFromOutbox } from '../support/waitlist-mail.ts';
import { LOAD_WEBHOOK_SECRET, startBuiltSite } from './built-site.ts';
import { solvedProofs } from './form-load.ts';

const { values } = parseArgs({
  options: {
    people: { type: 'string', default: '100' },
    minutes: { type: 'string', default: '10' },
  },
});
const people = Number(values.people);
const downMs = Number(values.minutes) * 60_000;
const receiver = await startWebhookReceiver(LOAD_WEBHOOK_SECRET, { down: true });
const site = await startBuiltSite({
  WEBHOOK_URLS: receiver.url,
  WEBHOOK_SECRET: LOAD_WEBHOOK_SECRET,
  WAITLIST_CHALLENGE_DIFFICULTY: '1',
  WAITLIST_SIGNUPS_PER_HOUR: '100000',
  WAITLIST_SIGNUPS_PER_HOUR_PER_NETWORK: '100000',
});
const mailFile = join(tmpdir(), `brp-load-${site.port}`, 'mail.ndjson');
const emails = Array.from({ length: people }, (_, index) => `outage-${index}@brp-loadtest.dev`);
try {
  const wentDown = Date.now();
  const proofs = await solvedProofs(site.url, people);
  for (const [index, email] of emails.entries()) {
    const answer = await fetch(`${site.url}/api/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url },
      body: JSON.stringify({
        name: 'Outage',
        email,
        location: '97201',
        type: 'user',
        proof: proofs[index],
      }),
    });
    if (answer.status !== 200) throw new Error(`A signup was refused: ${answer.status}`);
    await confirmFromOutbox(site.url, mailFile, email);
  }
  console.log(
    `${people} confirmed while the receiver is down; it comes back ${values.minutes} min after it went`,
  );
  await new Promise((done) => setTimeout(done, Math.max(0, wentDown + downMs - Date.now())));
  const cameBack = Date.now();
  await receiver.listen();
  // Backoff from 10 s, doubling: a retry is due within about 11 minutes of the first failure.
  const deadline = cameBack + 30 * 60_000;
  const confirmations = () =>
    [...receiver.events.values()].filter(
      ({ event }) => event.type === 'waitlist.confirmed' && event.data.email,
    );
  while (confirmations().length < people && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 1000));
  }
  const delivered = new Set(confirmations().map(({ event }) => event.data.email));
  const lastAt = Math.max(cameBack, ...confirmations().map(({ at }) => at));
  console.log(
    `received ${delivered.size} of ${people} confirmations (${confirmations().length} webhook-ids), lost ${people - delivered.size}; the last ${Math.round((lastAt - cameBack) / 1000)} s after the receiver came back`,
  );
  process.exitCode = delivered.size === people ? 0 : 1;
} finally {
  await receiver.close();
  await site.stop();
}
