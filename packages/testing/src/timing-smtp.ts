/**
 * A mail server on loopback for the load tests (the `smtp-server` package): it answers each
 * command that has a hook (the connection, MAIL FROM, RCPT TO, the end of the data) after
 * `replyDelayMs`, as a provider across a network would, and notes when each recipient's message
 * was accepted. Messages are read and dropped, never parsed: a load's tens of thousands of mails
 * then cost the load's own process next to nothing.
 */
import { type AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

import { SMTPServer } from 'smtp-server';

export interface TimingSmtp {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** When each address's first message was accepted, in ms since the epoch. */
  acceptedAt: Map<string, number>;
  /** Messages accepted in all. */
  accepted(): number;
  stop(): Promise<void>;
}

export async function startTimingSmtp({
  replyDelayMs = 0,
}: { replyDelayMs?: number } = {}): Promise<TimingSmtp> {
  const acceptedAt = new Map<string, number>();
  let accepted = 0;
  const later = (callback: () => void) => {
    if (replyDelayMs > 0) void delay(replyDelayMs).then(callback);
    else callback();
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 1,
    // Every connection a site's pool opens is served: the pool, not this server, sets the limit.
    maxClients: 1000,
    onConnect: (_session, callback) => later(() => callback()),
    onMailFrom: (_address, _session, callback) => later(() => callback()),
    onRcptTo: (_address, _session, callback) => later(() => callback()),
    onData(stream, session, callback) {
      stream.resume();
      stream.once('end', () =>
        later(() => {
          const at = Date.now();
          accepted += 1;
          for (const { address } of session.envelope.rcptTo)
            if (!acceptedAt.has(address)) acceptedAt.set(address, at);
          callback();
        }),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    acceptedAt,
    accepted: () => accepted,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
