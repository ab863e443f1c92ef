/**
 * How long people wait for their mail under load: from the moment the site acknowledged each
 * signup, confirmation or support message to the moment the mail server (@brp/testing's timing
 * SMTP server) accepted the mail to that address.
 */
import type { TimingSmtp } from '@brp/testing/timing-smtp';

import { percentile } from './throughput.ts';

export interface MailLatency {
  mails: number;
  /** Acknowledged, and no mail accepted for them. */
  unsent: number;
  p50S: number;
  p99S: number;
  maxS: number;
}

/** `acknowledged`: each address, and when its request was acknowledged (ms since the epoch). */
export function mailLatency(
  acknowledged: ReadonlyMap<string, number>,
  smtp: Pick<TimingSmtp, 'acceptedAt'>,
): MailLatency {
  const waits: number[] = [];
  let unsent = 0;
  for (const [address, at] of acknowledged) {
    const accepted = smtp.acceptedAt.get(address);
    if (accepted === undefined) unsent += 1;
    else waits.push((accepted - at) / 1000);
  }
  waits.sort((a, b) => a - b);
  return {
    mails: waits.length,
    unsent,
    p50S: percentile(waits, 0.5),
    p99S: percentile(waits, 0.99),
    maxS: waits.at(-1) ?? Number.NaN,
  };
}
