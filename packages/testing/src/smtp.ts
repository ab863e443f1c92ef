/**
 * A real SMTP server on loopback (the `smtp-server` package), for tests: it takes what the site's
 * server sends and keeps each message parsed (`mailparser`), to read as a person would. It can
 * be stopped and started again on its port, as a mail server that goes down.
 */
import { type AddressInfo } from 'node:net';

import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every header line as sent, lower-case names: `list-unsubscribe`, … */
  headers: Record<string, string>;
}

export interface TestSmtp {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Every message taken so far, in order. */
  received: ReceivedMail[];
  /** Connections senders opened so far. */
  connections(): number;
  /** Closes the port and drops every connection (421), as a mail server that goes down:
   * senders meet a refused connection. */
  stop(): Promise<void>;
  /** Opens the same port again. */
  start(): Promise<void>;
  /**
   * The next message's data is read and never answered, as a mail server that hangs mid-send
   * would: resolves once it has all been read (the sender is then waiting for the reply).
   */
  holdNext(): Promise<void>;
}

function readable(mail: ParsedMail): ReceivedMail {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  const headers: Record<string, string> = {};
  for (const { key, line } of mail.headerLines)
    headers[key] = line.slice(line.indexOf(':') + 1).trim();
  return {
    to: to?.value[0]?.address ?? '',
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    headers,
  };
}

export async function startSmtp(port = 0): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let boundPort = port;
  let hold: (() => void) | undefined;
  let connections = 0;
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Down at once: a sender's open connection (a pool's) is dropped, not given 30 s more.
      closeTimeout: 1,
      onConnect(_session, callback) {
        connections += 1;
        callback();
      },
      onData(stream, _session, callback) {
        if (hold) {
          stream.once('end', hold);
          stream.resume();
          hold = undefined;
          return;
        }
        simpleParser(stream).then(
          (mail) => {
            received.push(readable(mail));
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(boundPort, '127.0.0.1', () => resolve());
    });
    boundPort = (server.server.address() as AddressInfo).port;
  };
  const stop = () => new Promise<void>((resolve) => (server ? server.close(resolve) : resolve()));
  await start();
  const holdNext = () => new Promise<void>((resolve) => (hold = resolve));
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    received,
    connections: () => connections,
    stop,
    start,
    holdNext,
  };
}
