import { DocumentTextIcon } from '@sanity/icons/DocumentText';
import { defineField, defineType } from 'sanity';

import { slugify, slugRule } from '../objects/slug-rule';

/** An article of the blog. The list at /blog shows the newest first. */
export const blogPost = defineType({
  name: 'blogPost',
  title: 'Blog post',
  type: 'document',
  icon: DocumentTextIcon,
  orderings: [
    { title: 'Newest first', name: 'dateDesc', by: [{ field: 'publishedAt', direction: 'desc' }] },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(100),
    }),
    defineField({
      name: 'slug',
      title: 'Web address',
      type: 'slug',
      description: "The end of the article's address: /blog/<this>. Generate it from the title.",
      options: { source: 'title', maxLength: 80, slugify: (title: string) => slugify(title) },
      validation: slugRule,
    }),
    defineField({
      name: 'key',
      title: 'Topic key',
      type: 'string',
      description: 'A short internal name of the topic, lowercase letters only, e.g. "growth".',
      validation: (rule) =>
        rule.required().regex(/^[a-z]+$/, { name: 'lowercase letters', invert: false }),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Publication date',
      type: 'date',
      description: 'Shown on the article and used to order the blog, newest first.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'excerpt',
      title: 'Excerpt',
      type: 'text',
      rows: 3,
      description: 'One or two sentences shown in the blog list and in link previews.',
      validation: (rule) => rule.required().min(40).max(240),
    }),
    defineField({
      name: 'mainImage',
      title: 'Hero image',
      type: 'accessibleImage',
      description: 'Shown at the top of the article and in the blog list. Landscape, 16:9.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'body',
      title: 'Body',
      type: 'richText',
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'references',
      title: 'References',
      type: 'noteText',
      description: 'Sources of the figures the article cites, shown after the body.',
    }),
  ],
  preview: {
    select: { title: 'title', date: 'publishedAt', media: 'mainImage' },
    prepare: ({ title, date, media }: { title?: string; date?: string; media?: unknown }) => ({
      title,
      subtitle: date,
      media: media as never,
    }),
  },
});
