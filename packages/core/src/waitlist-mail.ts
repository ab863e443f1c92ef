/**
 * The e-mails the site's server sends one person about their own signup, as plain text and HTML
 * with the same words. Each says in plain words what it is about and why it came; only the
 * mailbox's owner ever sees their links (docs/waitlist.md).
 */

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

interface About {
  /** The site's origin, e.g. https://example.com: every link starts with it. */
  origin: string;
  /** The person's name as they typed it. */
  name: string;
}

export interface ConfirmMail extends About {
  /** The single-use confirmation token. */
  token: string;
  /** When the link stops working. */
  confirmBy: Date;
  type: 'user' | 'vendor';
}

export interface StandingMail extends About {
  place: number;
  /** How many places a confirmed friend moves them up (REFERRAL_BONUS in @brp/db). */
  referralBonus: number;
  referralCode: string;
  statusCode: string;
}

export const confirmPath = (token: string) => `/waitlist/confirm/${token}`;
export const statusPath = (code: string) => `/waitlist/status/${code}`;
export const referralPath = (code: string) => `/?ref=${code}#waitlist`;

const day = (when: Date) =>
  when.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

type Part = string | { link: string; label: string };

/** One message in both forms from its paragraphs: links show as their address in the text. */
function compose(subject: string, paragraphs: Part[][]): MailMessage {
  const text = paragraphs
    .map((parts) =>
      parts
        .map((part) => (typeof part === 'string' ? part : `${part.label}: ${part.link}`))
        .join(''),
    )
    .join('\n\n');
  const body = paragraphs
    .map(
      (parts) =>
        `<p style="margin:0 0 16px">${parts
          .map((part) =>
            typeof part === 'string'
              ? escape(part)
              : `<a href="${escape(part.link)}" style="color:#4338ca;font-weight:600">${escape(part.label)}</a>`,
          )
          .join('')}</p>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(subject)}</title></head><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">\n${body}\n</body></html>`;
  return { subject, text: `${text}\n`, html };
}

const greeting = (name: string): Part[] => [`Hello ${name},`];

/** Asks the person to confirm their address: until they do, they are not in line. */
export function confirmationMail({ origin, name, token, confirmBy, type }: ConfirmMail) {
  const host = new URL(origin).host;
  return compose('Confirm your place on the waitlist', [
    greeting(name),
    [
      `You (or someone who typed your address) asked to join the ${type === 'vendor' ? 'vendor ' : ''}waitlist for the neighbourhood rewards pilot at ${host}. To take your place in line, confirm that this address is yours:`,
    ],
    [{ link: `${origin}${confirmPath(token)}`, label: 'Confirm my address' }],
    [
      `The link works once, until ${day(confirmBy)}. If you did not ask to join, ignore this e-mail: without a confirmation we erase the signup on that day, and you will hear nothing more from us.`,
    ],
  ]);
}

/** The person's place, their own link to share, and their private status link. */
export function standingMail({
  origin,
  name,
  place,
  referralBonus,
  referralCode,
  statusCode,
}: StandingMail) {
  return compose(`You're number ${place} on the waitlist`, [
    greeting(name),
    [`Your address is confirmed: you are number ${place} in line for the neighbourhood pilot.`],
    [
      `Share your own link: each friend who joins through it and confirms moves you ${referralBonus} places up. `,
      { link: `${origin}${referralPath(referralCode)}`, label: 'Your link' },
    ],
    [
      'Your place changes as friends join. See it any time at your private status page (keep this link to yourself): ',
      { link: `${origin}${statusPath(statusCode)}`, label: 'Your status' },
    ],
  ]);
}
