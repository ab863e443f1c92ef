import { startSmtp, type TestSmtp } from '@brp/testing/smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { mailSender, type SmtpPool, smtpOptions } from './send-mail';

/** One connection at a time, as a small provider allows, and no rate limit. */
const POOL = { maxConnections: 1 };

const message = {
  to: 'ada@example.com',
  subject: 'Confirm your place on the waitlist',
  text: 'Hello',
  html: '<p>Hello</p>',
  headers: {},
};

describe('smtpOptions', () => {
  it('requires STARTTLS of an smtp:// server elsewhere, not of this machine’s own', () => {
    expect(smtpOptions('smtp://user:pw@smtp.example.com:587', POOL).requireTLS).toBe(true);
    expect(smtpOptions('smtp://10.0.0.5:25', POOL).requireTLS).toBe(true);
    expect(smtpOptions('smtp://localhost:2525', POOL).requireTLS).toBe(false);
    expect(smtpOptions('smtp://127.0.0.1:2525', POOL).requireTLS).toBe(false);
    expect(smtpOptions('smtp://[::1]:2525', POOL).requireTLS).toBe(false);
    // TLS from the first byte: nothing to upgrade.
    expect(smtpOptions('smtps://user:pw@smtp.example.com:465', POOL).requireTLS).toBe(false);
  });
});

describe('the pool', () => {
  it('keeps connections open for a hundred mails each, at the provider’s rate when it has one', () => {
    expect(smtpOptions('smtp://localhost:2525', { maxConnections: 4 })).toMatchObject({
      pool: true,
      maxConnections: 4,
      maxMessages: 100,
    });
    expect(smtpOptions('smtp://localhost:2525', { maxConnections: 4 })).not.toHaveProperty(
      'rateLimit',
    );
    expect(
      smtpOptions('smtp://localhost:2525', { maxConnections: 4, ratePerSecond: 14 }),
    ).toMatchObject({ rateLimit: 14, rateDelta: 1000 });
  });
});

describe('mailSender over SMTP', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    // A server that offers no STARTTLS, as a relay would whose offer someone in the middle strips.
    smtp = await startSmtp();
  });
  afterAll(() => smtp.stop());

  /** The test server's port at `host`: its IPv4-mapped IPv6 name reaches it as another host
   * would, since no part of it says "this machine". */
  const at = (host: string) => `smtp://${host}:${new URL(smtp.url).port}`;
  /** A sender to the test server at `host` (this machine's, unless said), one connection. */
  const senderTo = (host = '127.0.0.1', pool: SmtpPool = POOL) =>
    mailSender({ kind: 'smtp', url: at(host), from: 'w@site.test', pool });

  it('sends nothing to a server without TLS unless it is this machine’s', async () => {
    const send = senderTo('[::ffff:127.0.0.1]');
    await expect(send(message)).rejects.toThrow(/STARTTLS/);
    expect(smtp.received).toEqual([]);
    await senderTo()(message);
    expect(smtp.received.map((mail) => mail.to)).toEqual(['ada@example.com']);
  });

  it('sends many mails over the pool’s few connections', async () => {
    const before = smtp.connections();
    const send = senderTo('127.0.0.1', { maxConnections: 3 });
    const sent = smtp.received.length;
    await Promise.all(
      Array.from({ length: 30 }, (_, index) => send({ ...message, to: `p${index}@example.com` })),
    );
    expect(smtp.received.slice(sent)).toHaveLength(30);
    expect(smtp.connections() - before).toBeLessThanOrEqual(3);
  });

  it('gives up a send its signal aborts, and the next goes through', async () => {
    const send = senderTo();
    const sent = smtp.received.length;
    const held = smtp.holdNext();
    const giveUp = new AbortController();
    const stalled = send({ ...message, to: 'held@example.com' }, giveUp.signal);
    // The server has the data and never answers: only the signal ends the send.
    await held;
    giveUp.abort(new Error('past the limit'));
    await expect(stalled).rejects.toThrow();
    await send({ ...message, to: 'next@example.com' });
    expect(smtp.received.slice(sent).map((mail) => mail.to)).toEqual(['next@example.com']);
  });

  it('sends in the clear where the URL says so', async () => {
    const sent = smtp.received.length;
    const url = `${at('[::ffff:127.0.0.1]')}/?requireTLS=false`;
    await mailSender({ kind: 'smtp', url, from: 'w@site.test', pool: POOL })(message);
    expect(smtp.received).toHaveLength(sent + 1);
  });
});
