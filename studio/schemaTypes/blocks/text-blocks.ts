import { BACK_LINKS } from '@brp/core/addresses';
import { BlockContentIcon } from '@sanity/icons/BlockContent';
import { DocumentTextIcon } from '@sanity/icons/DocumentText';
import { ImageIcon } from '@sanity/icons/Image';
import { defineArrayMember, defineField, defineType } from 'sanity';

import {
  blockPreview,
  buttonLookField,
  linkFields,
  sectionHeadingFields,
  toneField,
} from '@brp/web/blocks/shared/schema-fields';

/** The opening of a page: its one h1, with an eyebrow and a subtitle. */
export const pageHeader = defineType({
  name: 'pageHeader',
  title: 'Page header',
  type: 'object',
  icon: DocumentTextIcon,
  fields: [
    defineField({
      name: 'backTo',
      title: 'Back link',
      type: 'string',
      description:
        'Optional: a link back to a section of the landing page, above the title. A page with one opens at its top, as the feature pages do.',
      options: {
        list: Object.entries(BACK_LINKS).map(([value, title]) => ({ title, value })),
        layout: 'radio',
      },
    }),
    defineField({
      name: 'eyebrow',
      title: 'Eyebrow',
      type: 'string',
      validation: (rule) => rule.max(40),
    }),
    defineField({
      name: 'comingSoon',
      title: 'Coming Soon badge',
      type: 'boolean',
      description: 'A gold "Coming Soon" badge above the title, for what is not launched yet.',
      initialValue: false,
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: "The page's main heading. Use one page header per page, first.",
      validation: (rule) => rule.required().max(90),
    }),
    defineField({
      name: 'subtitle',
      title: 'Subtitle',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.max(240),
    }),
    defineField({
      name: 'buttons',
      title: 'Buttons',
      type: 'array',
      description: 'Optional: up to two, under the subtitle.',
      of: [
        defineArrayMember({
          name: 'headerButton',
          title: 'Button',
          type: 'object',
          fields: [...linkFields, { ...buttonLookField, initialValue: 'primary' }],
          preview: { select: { title: 'label', subtitle: 'href' } },
        }),
      ],
      validation: (rule) => rule.max(2),
    }),
  ],
  preview: blockPreview('Page header', DocumentTextIcon),
});

/** A paragraph or two beside a picture. */
export const textWithMedia = defineType({
  name: 'textWithMedia',
  title: 'Text with image',
  type: 'object',
  icon: ImageIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'body',
      title: 'Text',
      type: 'noteText',
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'image',
      title: 'Image',
      type: 'accessibleImage',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'imageSide',
      title: 'Image on the',
      type: 'string',
      description: 'On phones the image always comes after the text.',
      options: {
        list: [
          { title: 'Right', value: 'right' },
          { title: 'Left', value: 'left' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'right',
    }),
    toneField,
  ],
  preview: blockPreview('Text with image', ImageIcon),
});

/** Free text: headings, paragraphs, lists, quotes, links and images. */
export const richTextSection = defineType({
  name: 'richTextSection',
  title: 'Rich text',
  type: 'object',
  icon: BlockContentIcon,
  fields: [
    // Running text (a policy, terms) goes without a section title: the page header introduces it.
    ...sectionHeadingFields.map((field) =>
      field.name === 'title'
        ? defineField({
            name: 'title',
            title: 'Title',
            type: 'string',
            description:
              'Leave empty for running text, such as a policy, that the page header introduces.',
            validation: (rule) => rule.max(90),
          })
        : field,
    ),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'richText',
      validation: (rule) => rule.required().min(1),
    }),
    toneField,
  ],
  preview: blockPreview('Rich text', BlockContentIcon),
});
