import { LinkIcon } from '@sanity/icons/Link';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { safeHrefRule } from '@brp/blocks/shared/safe-href-rule';

const linkAnnotation = defineArrayMember({
  name: 'link',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'href',
      title: 'Link to',
      type: 'string',
      description: 'A site path (/blog), an anchor (#waitlist), an https:// address or mailto:.',
      validation: safeHrefRule,
    }),
  ],
});

/** An article body: headings, paragraphs, quotes, lists, links and images. */
export const richText = defineType({
  name: 'richText',
  title: 'Rich text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Paragraph', value: 'normal' },
        { title: 'Heading', value: 'h2' },
        { title: 'Subheading', value: 'h3' },
        { title: 'Quote', value: 'blockquote' },
      ],
      lists: [
        { title: 'Bullets', value: 'bullet' },
        { title: 'Numbers', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Bold', value: 'strong' },
          { title: 'Italic', value: 'em' },
        ],
        annotations: [linkAnnotation],
      },
    }),
    defineArrayMember({ type: 'accessibleImage' }),
  ],
});

/** Short paragraphs with links only, for notes such as an article's references. */
export const noteText = defineType({
  name: 'noteText',
  title: 'Note',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [{ title: 'Paragraph', value: 'normal' }],
      lists: [{ title: 'Bullets', value: 'bullet' }],
      marks: { decorators: [{ title: 'Italic', value: 'em' }], annotations: [linkAnnotation] },
    }),
  ],
});
