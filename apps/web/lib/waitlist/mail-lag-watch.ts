import { describeFailure, type MailLag } from '@brp/db';

/** The mail's lag as last read, and when: what GET /api/health answers. */
export type MailLagSample = MailLag & { sampledAt: string };

/** How often each server reads the lag: the health check then reads memory, not the database. */
export const MAIL_LAG_SAMPLE_MS = 5_000;

/** At most one warning a minute per server, however long the lag lasts. */
const WARN_EVERY_MS = 60_000;

export interface MailLagWatch {
  /** Reads the lag once, keeps it, and warns when the oldest mail waits past the setting. */
  sample: (now: Date) => Promise<void>;
  latest: () => MailLagSample | undefined;
}

/**
 * Watches how far behind the mail is: `read` is @brp/db's mailLag on the server's database,
 * `warn` the log. The warning names the setting, so an operator knows what they are told and
 * where to change it; it holds counts and ages only.
 */
export function mailLagWatch({
  read,
  warnSeconds,
  warn = console.warn,
}: {
  read: (now: Date) => Promise<MailLag>;
  warnSeconds: number;
  warn?: (line: string) => void;
}): MailLagWatch {
  let latest: MailLagSample | undefined;
  let warnedAt = -Infinity;
  const warnOnce = (now: Date, line: string) => {
    if (now.getTime() - warnedAt < WARN_EVERY_MS) return;
    warnedAt = now.getTime();
    warn(line);
  };
  return {
    latest: () => latest,
    async sample(now) {
      try {
        const lag = await read(now);
        latest = { ...lag, sampledAt: now.toISOString() };
        const oldest = Math.max(lag.oldestSeconds ?? 0, lag.oldestLinkSeconds ?? 0);
        if (oldest > warnSeconds)
          warnOnce(
            now,
            `⚠ Waitlist mail is behind: ${lag.waiting} waiting, ${lag.retrying} to retry, the oldest for ${Math.round(lag.oldestSeconds ?? 0)} s, the oldest confirmation link for ${Math.round(lag.oldestLinkSeconds ?? 0)} s (MAIL_LAG_WARN_SECONDS=${warnSeconds})`,
          );
      } catch (error) {
        // The database is away: the last sample says when it was read, and the next may work.
        warnOnce(now, `⚠ Waitlist mail: its lag could not be read (${describeFailure(error)})`);
      }
    },
  };
}
