import { ImageIcon } from '@sanity/icons/Image';
import { defineField, defineType } from 'sanity';

import { blockPreview, sectionHeadingFields, toneField } from '../shared/schema-fields';

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
