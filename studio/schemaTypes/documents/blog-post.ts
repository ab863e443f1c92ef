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
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'seo', title: 'Search and sharing' },
  ],
  fields: [
    defineField({
      name: 'title',
      group: 'content',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(100),
    }),
    defineField({
      name: 'slug',
      group: 'content',
      title: 'Web address',
      type: 'slug',
      description: "The end of the article's address: /blog/<this>. Generate it from the title.",
      options: { source: 'title', maxLength: 80, slugify: (title: string) => slugify(title) },
      validation: slugRule,
    }),
    defineField({
      name: 'key',
      group: 'content',
      title: 'Topic key',
      type: 'string',
      description: 'A short internal name of the topic, lowercase letters only, e.g. "growth".',
      validation: (rule) =>
        rule.required().regex(/^[a-z]+$/, { name: 'lowercase letters', invert: false }),
    }),
    defineField({
      name: 'publishedAt',
      group: 'content',
      title: 'Publication date',
      type: 'date',
      description:
        'Shown on the article and used to order the blog, newest first. A future date schedules the post: it appears at 00:00 UTC that day.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'excerpt',
      group: 'content',
      title: 'Excerpt',
      type: 'text',
      rows: 3,
      description: 'One or two sentences shown in the blog list and in link previews.',
      validation: (rule) => rule.required().min(40).max(240),
    }),
    defineField({
      name: 'mainImage',
      group: 'content',
      title: 'Hero image',
      type: 'accessibleImage',
      description: 'Shown at the top of the article and in the blog list. Landscape, 16:9.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'body',
      group: 'content',
      title: 'Body',
      type: 'richText',
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'references',
      group: 'content',
      title: 'References',
      type: 'noteText',
      description: 'Sources of the figures the article cites, shown after the body.',
    }),
    defineField({
      name: 'seo',
      title: 'Search and sharing',
      type: 'seo',
      group: 'seo',
      options: { collapsible: false },
    }),
  ],
  preview: {
    select: { title: 'title', date: 'publishedAt', media: 'mainImage' },
    prepare: ({ title, date, media }: { title?: string; date?: string; media?: unknown }) => ({
      title,
      // A post dated ahead is scheduled: the list tells the editor it is not live yet.
      subtitle: date && date > new Date().toISOString().slice(0, 10) ? `Scheduled · ${date}` : date,
      media: media as never,
    }),
  },
});
