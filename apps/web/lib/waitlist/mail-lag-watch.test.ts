import type { MailLag } from '@brp/db';
import { describe, expect, it } from 'vitest';

import { mailLagWatch } from './mail-lag-watch';

const calm: MailLag = {
  waiting: 3,
  retrying: 0,
  sending: 2,
  oldestSeconds: 4,
  oldestLinkSeconds: 1,
};
const behind: MailLag = { ...calm, waiting: 3854, retrying: 40, oldestSeconds: 212.4 };

/** A watch over lags handed in turn, and the lines it logs. */
function watching(lags: MailLag[]) {
  const lines: string[] = [];
  const watch = mailLagWatch({
    read: () => Promise.resolve(lags.shift()!),
    warnSeconds: 120,
    warn: (line) => lines.push(line),
  });
  return { watch, lines };
}

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 29, 12, 0, seconds));

describe('the mail lag watch', () => {
  it('keeps the last reading with its time, and says nothing while the mail keeps up', async () => {
    const { watch, lines } = watching([calm]);
    expect(watch.latest()).toBeUndefined();
    await watch.sample(at(0));
    expect(watch.latest()).toEqual({ ...calm, sampledAt: '2026-11-29T12:00:00.000Z' });
    expect(lines).toEqual([]);
  });

  it('warns once a minute while the oldest mail waits past the setting, naming it', async () => {
    const { watch, lines } = watching([behind, behind, behind, calm]);
    await watch.sample(at(0));
    await watch.sample(at(5));
    await watch.sample(at(60));
    await watch.sample(at(65));
    expect(lines).toEqual([
      '⚠ Waitlist mail is behind: 3854 waiting, 40 to retry, the oldest for 212 s, the oldest confirmation link for 1 s (MAIL_LAG_WARN_SECONDS=120)',
      '⚠ Waitlist mail is behind: 3854 waiting, 40 to retry, the oldest for 212 s, the oldest confirmation link for 1 s (MAIL_LAG_WARN_SECONDS=120)',
    ]);
    expect(watch.latest()?.waiting).toBe(3);
  });

  it('keeps the last reading when the database cannot be read, and says so', async () => {
    const lines: string[] = [];
    let down = false;
    const watch = mailLagWatch({
      read: () => (down ? Promise.reject(new Error('connection refused')) : Promise.resolve(calm)),
      warnSeconds: 120,
      warn: (line) => lines.push(line),
    });
    await watch.sample(at(0));
    down = true;
    await watch.sample(at(5));
    expect(watch.latest()?.sampledAt).toBe('2026-11-29T12:00:00.000Z');
    expect(lines).toEqual([expect.stringContaining('its lag could not be read')]);
  });
});
