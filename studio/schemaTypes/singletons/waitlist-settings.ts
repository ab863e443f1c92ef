import {
  AREA_PLACEHOLDERS,
  type AreaWords,
  DEFAULT_AREA_WORDS,
  DEFAULT_PRIVACY_FLOOR,
  LEAST_PRIVACY_FLOOR,
  MOST_AREA_WORDS,
  MOST_PRIVACY_FLOOR,
  unknownPlaceholders,
} from '@brp/core/area-progress';
import {
  DEFAULT_INVITATION_WORDS,
  INVITATION_LIMITS,
  INVITATION_PLACEHOLDERS,
  type InvitationWords,
  onboardingProblem,
  unknownInvitationPlaceholders,
} from '@brp/core/invitations';
import { UsersIcon } from '@sanity/icons/Users';
import { defineField, defineType } from 'sanity';

import { AreaWordsInput } from './area-words-input';
import { InvitationWordsInput } from './invitation-words-input';

/** Each sentence's field: its title, and what it is for. */
const SENTENCES: Record<keyof AreaWords, [title: string, description: string]> = {
  heading: ['Heading', 'Above the counts.'],
  counts: ['Counts', "The area's confirmed neighbours and shops against what the pilot needs."],
  missingBoth: ['Missing: neighbours and shops', 'When the area needs more of both.'],
  missingUsers: ['Missing: neighbours', 'When only neighbours are missing.'],
  missingVendors: ['Missing: shops', 'When only local shops are missing.'],
  ready: ['Ready', 'When the area has what the pilot needs.'],
  first: ['Among the first', 'Instead of any count, while the area is below the privacy floor.'],
};

const placeholderList = (names: readonly string[]) => names.map((name) => `{${name}}`).join(', ');

const sentenceFields = (Object.keys(SENTENCES) as (keyof AreaWords)[]).map((name) => {
  const [title, description] = SENTENCES[name];
  return defineField({
    name,
    title,
    // Long sentences wrap in two rows, read whole; the heading is a line.
    ...(name === 'heading' ? { type: 'string' } : { type: 'text', rows: 2 }),
    description: `${description} It may use ${placeholderList(AREA_PLACEHOLDERS[name])}.`,
    initialValue: DEFAULT_AREA_WORDS[name],
    validation: (rule) =>
      rule
        .required()
        .max(MOST_AREA_WORDS)
        .custom((text) => {
          const unknown = unknownPlaceholders(name, text ?? '');
          return unknown.length
            ? `${placeholderList(unknown)} cannot be used here. Use one of: ${placeholderList(AREA_PLACEHOLDERS[name])}.`
            : true;
        }),
  });
});

/** The invitation e-mail's fields: their title, and what each is for. */
const INVITATION_FIELDS: Record<keyof InvitationWords, [title: string, description: string]> = {
  subject: ['Subject', "The e-mail's subject line."],
  // Not "Heading": the area's sentences have a field of that name in this document.
  heading: ['Greeting', 'The first line, in bold.'],
  body: ['Body', 'A few short paragraphs, a blank line between them.'],
  button: ['Button', 'The one button, which accepts the invitation.'],
  onboarding: [
    'Where onboarding starts',
    'Where accepting sends the person: a path of this site (/welcome) or an https:// address, such as the app’s sign-up page. Until it is set, a page of this site says the invitation is accepted.',
  ],
};

const invitationFields = (Object.keys(INVITATION_FIELDS) as (keyof InvitationWords)[]).map(
  (name) => {
    const [title, description] = INVITATION_FIELDS[name];
    const allowed = INVITATION_PLACEHOLDERS[name];
    return defineField({
      name,
      title,
      ...(name === 'body' ? { type: 'text', rows: 6 } : { type: 'string' }),
      description: allowed.length
        ? `${description} It may use ${placeholderList(allowed)}.`
        : description,
      initialValue: DEFAULT_INVITATION_WORDS[name],
      validation: (rule) =>
        rule
          .required()
          .max(INVITATION_LIMITS[name])
          .custom((text) => {
            if (name === 'onboarding') return onboardingProblem(text ?? '') ?? true;
            const unknown = unknownInvitationPlaceholders(name, text ?? '');
            if (!unknown.length) return true;
            return allowed.length
              ? `${placeholderList(unknown)} cannot be used here. Use one of: ${placeholderList(allowed)}.`
              : `${placeholderList(unknown)} cannot be used here.`;
          }),
    });
  },
);

/**
 * What the waitlist tells a confirmed person about their own neighbourhood, on their status page
 * and in their standing mail (@brp/core/area-progress), and the invitation e-mail of the team's
 * batches (@brp/core/invitations): one document, edited from the desk's "Waitlist settings" entry.
 */
export const waitlistSettings = defineType({
  name: 'waitlistSettings',
  title: 'Waitlist settings',
  type: 'document',
  icon: UsersIcon,
  fields: [
    defineField({
      name: 'privacyFloor',
      title: 'Privacy floor',
      type: 'number',
      description: `The fewest confirmed people (neighbours and shops together) an area must have before anyone there sees its counts. Below it, people read the "Among the first" sentence: a count of two or three could point at a household. At least ${LEAST_PRIVACY_FLOOR}.`,
      initialValue: DEFAULT_PRIVACY_FLOOR,
      validation: (rule) =>
        rule.required().integer().min(LEAST_PRIVACY_FLOOR).max(MOST_PRIVACY_FLOOR),
    }),
    defineField({
      name: 'areaWords',
      title: 'Your area',
      type: 'object',
      description:
        "What a confirmed person reads about their own area (their ZIP code, or their city) on their status page and in the e-mail with their place. The counts are the Waitlist tool's Readiness counts, against the thresholds set there.",
      options: { collapsible: false },
      components: { input: AreaWordsInput },
      fields: sentenceFields,
    }),
    defineField({
      name: 'invitation',
      title: 'Invitation e-mail',
      type: 'object',
      description:
        'What a person invited to the pilot reads (the Waitlist tool\'s Readiness, "Invite the next…"). Its link accepts once and leads on to where onboarding starts.',
      options: { collapsible: false },
      components: { input: InvitationWordsInput },
      fields: invitationFields,
    }),
  ],
  preview: { prepare: () => ({ title: 'Waitlist settings' }) },
});
