import { InfoOutlineIcon } from '@sanity/icons/InfoOutline';
import { PlugIcon } from '@sanity/icons/Plug';
import { RefreshIcon } from '@sanity/icons/Refresh';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { FEATURE_ICONS } from '@brp/web/blocks/shared/vocabularies';
import {
  blockPreview,
  sectionHeadingFields,
  toneField,
} from '@brp/web/blocks/shared/schema-fields';

// Blocks that tell more when a visitor hovers, focuses or chooses: the words are edited here,
// the turning, tooltips and choosing stay in code.

const name = (title: string, max: number) =>
  defineField({
    name: 'title',
    title,
    type: 'string',
    validation: (rule) => rule.required().max(max),
  });

/** Cards that turn over on hover or focus: an icon and a name in front, a line behind. */
export const flipCards = defineType({
  name: 'flipCards',
  title: 'Flip cards',
  type: 'object',
  icon: RefreshIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'cards',
      title: 'Cards',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'flipCard',
          title: 'Card',
          type: 'object',
          fields: [
            name('Name (front)', 50),
            defineField({
              name: 'icon',
              title: 'Icon (front)',
              type: 'string',
              options: { list: FEATURE_ICONS },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'body',
              title: 'Text (back)',
              type: 'text',
              rows: 3,
              validation: (rule) => rule.required().max(200),
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'body' } },
        }),
      ],
      validation: (rule) => rule.required().min(2).max(9).unique(),
    }),
    defineField({
      name: 'hint',
      title: 'Hint',
      type: 'string',
      description: 'A line under the cards telling visitors how to turn them.',
      initialValue: 'Hover or focus a card to turn it over.',
      validation: (rule) => rule.max(90),
    }),
    toneField,
  ],
  preview: blockPreview('Flip cards', RefreshIcon),
});

/** Buttons that each show a short explanation in a tooltip, on hover, focus or tap. */
export const tooltipGrid = defineType({
  name: 'tooltipGrid',
  title: 'Tooltip buttons',
  type: 'object',
  icon: InfoOutlineIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'items',
      title: 'Buttons',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'tooltipItem',
          title: 'Button',
          type: 'object',
          fields: [
            name('Label', 40),
            defineField({
              name: 'tooltip',
              title: 'Tooltip',
              type: 'text',
              rows: 2,
              validation: (rule) => rule.required().max(160),
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'tooltip' } },
        }),
      ],
      validation: (rule) => rule.required().min(2).max(9),
    }),
    toneField,
  ],
  preview: blockPreview('Tooltip buttons', InfoOutlineIcon),
});

/** Systems to choose from: choosing one says how it connects. */
export const systemPicker = defineType({
  name: 'systemPicker',
  title: 'System picker',
  type: 'object',
  icon: PlugIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'systems',
      title: 'Systems',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'system',
          title: 'System',
          type: 'object',
          fields: [
            name('Name', 30),
            defineField({
              name: 'kind',
              title: 'Kind',
              type: 'string',
              description: 'The small line under the name, e.g. "Point of sale".',
              validation: (rule) => rule.required().max(30),
            }),
            defineField({
              name: 'detail',
              title: 'How it connects',
              type: 'string',
              description: 'Shown after the name once chosen: "Square: install the app from…".',
              validation: (rule) => rule.required().max(140),
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'kind' } },
        }),
      ],
      validation: (rule) => rule.required().min(2).max(9).unique(),
    }),
    defineField({
      name: 'prompt',
      title: 'Prompt',
      type: 'string',
      description: 'Shown until a system is chosen.',
      initialValue: 'Choose your system to see how it connects.',
      validation: (rule) => rule.required().max(90),
    }),
    toneField,
  ],
  preview: blockPreview('System picker', PlugIcon),
});
