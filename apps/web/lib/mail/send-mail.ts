import type { MailMessage } from '@brp/mail';
import { createTransport } from 'nodemailer';

import { appendLine } from '../outbox/append-line';

/** Where the site's own e-mails go (lib/config/environment.ts decides from the settings). */
export type MailRoute =
  | { kind: 'smtp'; url: string; from: string; pool: SmtpPool }
  | { kind: 'outbox'; file: string; from: string };

/** How a server shares the mail server: its connections (SMTP_MAX_CONNECTIONS), and the most
 * mails it starts per second (SMTP_RATE_PER_SECOND, the provider's limit; undefined, any). */
export interface SmtpPool {
  maxConnections: number;
  ratePerSecond?: number;
}

/** Mails one connection sends before it is closed and another opened (nodemailer's default). */
const MAILS_PER_CONNECTION = 100;

/** A mail to one address; `messageId` (`<…@host>`) when a repeat of it must read as the same
 * mail (nodemailer makes a new one otherwise). */
export type OutgoingMail = MailMessage & { to: string; messageId?: string };

/** Sends one mail; `signal` gives up on it (the send fails, and the queue tries it again). */
export type SendMail = (message: OutgoingMail, signal?: AbortSignal) => Promise<void>;

/** What the local outbox keeps of one e-mail: what a mail client would show. */
export interface OutboxMail {
  sentAt: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes, when not to the sender (the helpdesk's copy of a support message). */
  replyTo?: string;
  messageId?: string;
}

/**
 * How long a mail server may keep a send waiting, in ms: nodemailer's own (2 min to connect,
 * 10 min of silence) outlast the mail queue's limit for one message (180 s, in @brp/db's
 * mail-queue.ts), and a message whose send that limit cuts off could go out twice. These end a
 * stalled send first, as a failure the queue retries.
 */
const SMTP_TIMEOUTS = {
  /** Covers the DNS lookup and every address tried. */
  connectionTimeout: 20_000,
  greetingTimeout: 20_000,
  /** Silence from the server at any step, the end of the message's data included. */
  socketTimeout: 60_000,
};

/** Whether a host name is this machine's own: mail to it never crosses a network. */
function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare === '::1' || /^127\.\d+\.\d+\.\d+$/.test(bare);
}

/**
 * nodemailer's options for an SMTP URL. `smtps://` speaks TLS from the start; `smtp://` must
 * upgrade with STARTTLS before it sends a password or a message (nodemailer's default would send
 * both in the clear to a server that offers no STARTTLS, or to anyone in the middle who strips
 * the offer), unless the host is this machine's own, or the URL itself says otherwise
 * (`?requireTLS=false`, which nodemailer reads over these options).
 */
export function smtpOptions(url: string, pool: SmtpPool) {
  const { protocol, hostname } = new URL(url);
  return {
    url,
    requireTLS: protocol === 'smtp:' && !isLoopback(hostname),
    ...SMTP_TIMEOUTS,
    // Connections kept open and reused: a mail then costs its own commands, not a connection's
    // greeting, EHLO and TLS (about 7 round trips instead of 4 at 100 ms each).
    pool: true,
    maxConnections: pool.maxConnections,
    maxMessages: MAILS_PER_CONNECTION,
    ...(pool.ratePerSecond && { rateLimit: pool.ratePerSecond, rateDelta: 1000 }),
  };
}

/** What nodemailer adds to each message the site sends. */
const messageDefaults = (from: string) => ({ from });

/**
 * Sends through nodemailer to the SMTP server of the URL (smtpOptions), or, for the local outbox,
 * appends the message to the file the /dev/mail page reads. A send that fails throws: the mail
 * queue tries again later.
 */
export function mailSender(route: MailRoute): SendMail {
  if (route.kind === 'smtp') {
    const transport = createTransport(
      smtpOptions(route.url, route.pool),
      messageDefaults(route.from),
    );
    return async (message, signal) => {
      await transport.sendMail({ ...message, signal });
    };
  }
  return async (message) => {
    const kept: OutboxMail = {
      sentAt: new Date().toISOString(),
      from: route.from,
      to: message.to,
      subject: message.subject,
      ...(message.replyTo ? { replyTo: message.replyTo.address } : {}),
      ...(message.messageId ? { messageId: message.messageId } : {}),
      text: message.text,
      html: message.html,
    };
    await appendLine(route.file, JSON.stringify(kept));
  };
}

/**
 * The whole message (RFC 5322) as a send to the SMTP server writes it: nodemailer's own
 * composition, with the same defaults, into a buffer instead of a connection.
 */
export async function composedMail(message: OutgoingMail, from: string): Promise<Buffer> {
  const transport = createTransport({ streamTransport: true, buffer: true }, messageDefaults(from));
  const { message: raw } = await transport.sendMail(message);
  // `buffer: true` makes it a Buffer, not a stream.
  return raw as Buffer;
}
