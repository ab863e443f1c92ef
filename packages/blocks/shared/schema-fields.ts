import type { ComponentType } from 'react';
import { defineField, type PreviewConfig } from 'sanity';

import { safeHrefRule } from './safe-href-rule';
import { SLUG_MESSAGE, SLUG_PATTERN } from './slug-pattern';

/** A small word or two above a section's title. */
export const eyebrowField = defineField({
  name: 'eyebrow',
  title: 'Eyebrow',
  type: 'string',
  description: 'A word or two above the title, e.g. "How it works".',
  validation: (rule) => rule.max(40),
});

/** A section's heading. */
export const headingTitleField = defineField({
  name: 'title',
  title: 'Title',
  type: 'string',
  description: "The section's heading.",
  validation: (rule) => rule.required().max(90),
});

export const leadField = defineField({
  name: 'lead',
  title: 'Lead',
  type: 'text',
  rows: 2,
  description: 'One or two sentences under the title.',
  validation: (rule) => rule.max(280),
});

/** The heading every section block opens with: a small eyebrow, the title and a lead line. */
export const sectionHeadingFields = [eyebrowField, headingTitleField, leadField];

/** The background a section sits on, so neighbouring sections can alternate. */
export const toneField = defineField({
  name: 'tone',
  title: 'Background',
  type: 'string',
  options: {
    list: [
      { title: 'Light', value: 'light' },
      { title: 'Tinted', value: 'muted' },
    ],
    layout: 'radio',
    direction: 'horizontal',
  },
  initialValue: 'light',
});

/** A block's row in the page's list: its own title, the kind of block, and the kind's icon. */
export function blockPreview(kind: string, icon: ComponentType): PreviewConfig {
  return {
    select: { title: 'title' },
    prepare: ({ title }: { title?: string }) => ({
      title: title || `Untitled ${kind.toLowerCase()}`,
      subtitle: kind,
      media: icon,
    }),
  };
}

/** A link's words and target, as buttons and closing links carry them. */
export const linkFields = [
  defineField({
    name: 'label',
    title: 'Label',
    type: 'string',
    validation: (rule) => rule.required().max(50),
  }),
  defineField({
    name: 'href',
    title: 'Link to',
    type: 'string',
    description:
      'A site path (/api, /#waitlist), an https:// address or mailto:. /?join=vendor#waitlist or /?join=user#waitlist opens the waitlist with that type chosen.',
    validation: safeHrefRule,
  }),
];

/** How a button is drawn. */
export const buttonLookField = defineField({
  name: 'look',
  title: 'Look',
  type: 'string',
  options: {
    list: [
      { title: 'Filled', value: 'primary' },
      { title: 'Light', value: 'secondary' },
      { title: 'Outline', value: 'outline' },
    ],
    layout: 'radio',
    direction: 'horizontal',
  },
});

/** The centred link that closes a section and leads on, e.g. "Read the API documentation →". */
export const closingLinkField = defineField({
  name: 'link',
  title: 'Closing link',
  type: 'object',
  description: 'Optional: a link under the section.',
  options: { collapsible: true, collapsed: true },
  fields: linkFields.map((field) => ({ ...field, validation: undefined })),
  validation: (rule) =>
    rule.custom((link: { label?: string; href?: string } | undefined) =>
      !link || (link.label && link.href) ? true : 'Give the link both a label and a target.',
    ),
});

/** A name links can jump to (`/support#faq`): the section's `id`. */
export const anchorField = defineField({
  name: 'anchor',
  title: 'Anchor',
  type: 'string',
  description: 'Optional: a name links can jump to, e.g. "faq" for /support#faq.',
  validation: (rule) =>
    rule.custom((anchor: string | undefined) =>
      anchor === undefined || SLUG_PATTERN.test(anchor) ? true : SLUG_MESSAGE,
    ),
});

/** A band's heading without its lead line, for blocks whose body says the rest. */
export const eyebrowAndTitleFields = [eyebrowField, headingTitleField];

/** A card's or an item's name, required, of at most `max` characters. */
export const titleField = (title: string, max: number) =>
  defineField({
    name: 'title',
    title,
    type: 'string',
    validation: (rule) => rule.required().max(max),
  });

/** A card's or a step's title and its text. */
export const titleAndBody = [
  defineField({
    name: 'title',
    title: 'Title',
    type: 'string',
    validation: (rule) => rule.required().max(70),
  }),
  defineField({
    name: 'body',
    title: 'Text',
    type: 'text',
    rows: 3,
    validation: (rule) => rule.required().max(280),
  }),
];
