/**
 * The e-mails the site's server sends one person about their own signup, as plain text and HTML
 * with the same words. Each says in plain words what it is about and why it came; only the
 * mailbox's owner ever sees their links (docs/waitlist.md).
 */

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
  /** List-Unsubscribe (RFC 2369, one-click per RFC 8058): the mail client's own "unsubscribe"
   * erases the person. */
  headers: Record<string, string>;
}

interface About {
  /** The site's origin, e.g. https://example.com: every link starts with it. */
  origin: string;
  /** The person's name as they typed it. */
  name: string;
  /** Their status page's private code. */
  statusCode: string;
  /** Their leave link's private code, a secret of its own. */
  leaveCode: string;
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
}

/** A code of those links (and a signup's receipt): 24 letters and digits of base32 (@brp/db's
 * newCode). */
export const REFERRAL_CODE_PATTERN = /^[a-z2-7]{24}$/;

export const confirmPath = (token: string) => `/waitlist/confirm/${token}`;
export const statusPath = (code: string) => `/waitlist/status/${code}`;
export const referralPath = (code: string) => `/?ref=${code}#waitlist`;
export const leavePath = (code: string) => `/waitlist/leave/${code}`;
/** Where a mail client's one-click unsubscribe posts (RFC 8058). */
export const oneClickLeavePath = (code: string) => `/api/waitlist/leave?code=${code}`;

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

const LINK = 'color:#4338ca;font-weight:600';
const BUTTON =
  'display:inline-block;padding:12px 24px;border-radius:999px;background:#4338ca;color:#ffffff;font-weight:700;text-decoration:none';

/** One message in both forms from its paragraphs (links show as their address in the text),
 * closed by the link that erases the person. */
function compose(subject: string, { origin, leaveCode }: About, said: Part[][]): MailMessage {
  const paragraphs = [
    ...said,
    [
      'Changed your mind? This erases your signup and everything we keep about you: ',
      { link: `${origin}${leavePath(leaveCode)}`, label: 'Leave the waitlist' },
    ],
  ];
  const text = paragraphs
    .map((parts) =>
      parts
        .map((part) => (typeof part === 'string' ? part : `${part.label}: ${part.link}`))
        .join(''),
    )
    .join('\n\n');
  const htmlBody = paragraphs
    .map((parts) => {
      // A paragraph that is one link is the e-mail's call to action: a button.
      const style = parts.length === 1 && typeof parts[0] !== 'string' ? BUTTON : LINK;
      const html = parts
        .map((part) =>
          typeof part === 'string'
            ? escape(part)
            : `<a href="${escape(part.link)}" style="${style}">${escape(part.label)}</a>`,
        )
        .join('');
      return `<p style="margin:0 0 20px">${html}</p>`;
    })
    .join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(subject)}</title></head><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">\n${htmlBody}\n</body></html>`;
  const headers = {
    'List-Unsubscribe': `<${origin}${oneClickLeavePath(leaveCode)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  return { subject, text: `${text}\n`, html, headers };
}

const greeting = (name: string): Part[] => [`Hello ${name},`];

/** Asks the person to confirm their address: until they do, they are not in line. */
export function confirmationMail(about: ConfirmMail) {
  const { origin, name, token, confirmBy, type } = about;
  const host = new URL(origin).host;
  return compose('Confirm your place on the waitlist', about, [
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
export function standingMail(about: StandingMail) {
  const { origin, name, place, referralBonus, referralCode, statusCode } = about;
  return compose(`You're number ${place} on the waitlist`, about, [
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
