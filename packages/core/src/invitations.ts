/**
 * Invitations to the pilot: the team invites the next N confirmed people of an area from their
 * Readiness view, and each gets an e-mail in marketing's words (the studio's waitlist settings)
 * whose link, accepted once, sends them on to where onboarding starts. This module holds the
 * words and their rules (the studio's validation and the server's reading alike) and the team's
 * request.
 */
import { z } from 'zod';

import { classifyHref } from './links';

/** The invitation e-mail, as marketing writes it. */
export interface InvitationWords {
  subject: string;
  heading: string;
  /** Paragraphs, a blank line between them. */
  body: string;
  /** The button that accepts. */
  button: string;
  /** Where an accepted invitation sends the person: a path of this site or an https address. */
  onboarding: string;
}

/** The site's own page for an accepted invitation, until marketing names where onboarding starts. */
export const ACCEPTED_PATH = '/waitlist/accepted';

export const DEFAULT_INVITATION_WORDS: InvitationWords = {
  subject: 'Your invitation to the pilot in {area}',
  heading: 'You are invited, {name}',
  body: 'Your place in line has come up: the pilot of one rewards currency across the local shops of {area} is opening, and you are among its first members.\n\nAccept your invitation to set up your account. The link is yours alone and works once.',
  button: 'Accept my invitation',
  onboarding: ACCEPTED_PATH,
};

/** The longest each may be: a subject line, a heading, a few short paragraphs, a button, a URL. */
export const INVITATION_LIMITS: Record<keyof InvitationWords, number> = {
  subject: 120,
  heading: 120,
  body: 1500,
  button: 40,
  onboarding: 500,
};

/** The placeholders each may use; the studio refuses any other. */
export const INVITATION_PLACEHOLDERS: Record<keyof InvitationWords, readonly string[]> = {
  subject: ['name', 'area'],
  heading: ['name', 'area'],
  body: ['name', 'area'],
  button: [],
  onboarding: [],
};

// `{name}`: a word in braces, as the area's sentences are written (./area-progress.ts).
const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** The `{names}` in `text` that `field` may not use, each once. */
export function unknownInvitationPlaceholders(
  field: keyof InvitationWords,
  text: string,
): string[] {
  const allowed = INVITATION_PLACEHOLDERS[field];
  const names = [...text.matchAll(PLACEHOLDER)].map(([, name = '']) => name);
  return [...new Set(names.filter((name) => !allowed.includes(name)))];
}

/**
 * Why `href` cannot be where onboarding starts, or undefined when it can: a path of this site or
 * an `https:` address with a host, as every link from content is checked (./links.ts).
 */
export function onboardingProblem(href: string): string | undefined {
  const kind = classifyHref(href);
  return kind === 'path' || kind === 'https'
    ? undefined
    : 'A path of this site (/welcome) or an https:// address';
}

/** The words as read from the studio, each missing, empty or refused one its default. */
export function invitationWordsFrom(
  stored: Partial<Record<keyof InvitationWords, string | null>> | null | undefined,
): InvitationWords {
  const words = { ...DEFAULT_INVITATION_WORDS };
  for (const key of Object.keys(words) as (keyof InvitationWords)[]) {
    const written = stored?.[key]?.trim();
    if (!written || written.length > INVITATION_LIMITS[key]) continue;
    if (key === 'onboarding' && onboardingProblem(written)) continue;
    words[key] = written;
  }
  return words;
}

/** The words for one person: their name and area in place of the placeholders. */
export function invitationFor(
  words: InvitationWords,
  values: { name: string; area: string },
): InvitationWords {
  const fill = (text: string) =>
    text.replace(PLACEHOLDER, (written, name: string) =>
      name === 'name' || name === 'area' ? values[name] : written,
    );
  return {
    ...words,
    subject: fill(words.subject),
    heading: fill(words.heading),
    body: fill(words.body),
  };
}

/** The most people one batch invites: a launch goes area by area, a few hundred at a time. */
export const INVITATION_BATCH_MAX = 500;

const placeName = z.string().trim().min(1).max(200).nullable();

/** The team's "invite the next N": an area as Readiness lists it, a kind of person, N. */
export const invitationAsk = z.strictObject({
  country: placeName,
  city: placeName,
  postalCode: z.string().trim().min(1).max(20).nullable(),
  type: z.enum(['user', 'vendor']),
  count: z.int().min(1).max(INVITATION_BATCH_MAX),
});

export type InvitationAsk = z.output<typeof invitationAsk>;
