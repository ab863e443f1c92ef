import { BellIcon } from '@sanity/icons/Bell';
import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list';
import { defineField, defineType } from 'sanity';

/** A news item in the landing page's announcement carousel. */
export const announcement = defineType({
  name: 'announcement',
  title: 'Announcement',
  type: 'document',
  icon: BellIcon,
  orderings: [orderRankOrdering],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'Short headline shown large in the carousel, e.g. "Pilot Launch Q1 2026".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      description: 'One or two sentences under the headline.',
      validation: (rule) => rule.required().max(220),
    }),
    defineField({
      name: 'publishFrom',
      title: 'Show from',
      type: 'datetime',
      description:
        'Optional. The carousel shows this announcement from this moment on (the site follows within a minute).',
    }),
    defineField({
      name: 'publishUntil',
      title: 'Show until',
      type: 'datetime',
      description:
        'Optional. The carousel stops showing this announcement at this moment (within a minute).',
      validation: (rule) =>
        rule.custom((until: string | undefined, context) => {
          const from = (context.document as { publishFrom?: string } | undefined)?.publishFrom;
          if (!until || !from) return true;
          return until > from ? true : '"Show until" must come after "Show from".';
        }),
    }),
    orderRankField({ type: 'announcement' }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'description', until: 'publishUntil' },
    prepare: ({
      title,
      subtitle,
      until,
    }: {
      title?: string;
      subtitle?: string;
      until?: string;
    }) => ({
      title,
      subtitle: until
        ? `Until ${new Date(until).toLocaleDateString()} · ${subtitle ?? ''}`
        : subtitle,
    }),
  },
});
