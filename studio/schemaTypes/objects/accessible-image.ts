import { ImageIcon } from '@sanity/icons/Image';
import { defineField, defineType } from 'sanity';

/** An image that always carries alternative text for people using screen readers. */
export const accessibleImage = defineType({
  name: 'accessibleImage',
  title: 'Image',
  type: 'image',
  icon: ImageIcon,
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description:
        'Describe what the image shows for people who cannot see it, in one sentence. Required.',
      validation: (rule) => rule.required().min(5).max(160),
    }),
    defineField({
      name: 'caption',
      title: 'Caption',
      type: 'string',
      description: 'Optional text shown under the image in articles.',
    }),
  ],
});
