import { EMPLOYMENT_TYPES, WORKPLACES } from '@brp/core/jobs';
import { CaseIcon } from '@sanity/icons/Case';
import { defineField, defineType } from 'sanity';

import { slugify, slugRule } from '../objects/slug-rule';

const today = () => new Date().toISOString().slice(0, 10);

interface PostingDates {
  datePosted?: string;
  workplace?: string;
}

/**
 * An open position. /jobs lists the postings that are open (posted, and not past their closing
 * date), each at /jobs/<address> with the structured data job search engines read; a closed one
 * leaves the list and the sitemap, and its address answers 404.
 */
export const jobPosting = defineType({
  name: 'jobPosting',
  title: 'Job posting',
  type: 'document',
  icon: CaseIcon,
  orderings: [
    {
      title: 'Closing soonest',
      name: 'closingAsc',
      by: [{ field: 'closingDate', direction: 'asc' }],
    },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Job title',
      type: 'string',
      description: 'The title alone, as people search for it: "Senior Backend Engineer".',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'slug',
      title: 'Web address',
      type: 'slug',
      description: "The end of the posting's address: /jobs/<this>. Generate it from the title.",
      options: { source: 'title', maxLength: 80, slugify: (title: string) => slugify(title) },
      validation: slugRule,
    }),
    defineField({
      name: 'team',
      title: 'Team',
      type: 'string',
      description: 'The team the person joins, e.g. "Engineering" or "Merchant success".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'employmentType',
      title: 'Employment type',
      type: 'string',
      options: { list: [...EMPLOYMENT_TYPES], layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'workplace',
      title: 'Workplace',
      type: 'string',
      description: 'Remote: anywhere in the country below.',
      options: { list: [...WORKPLACES], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'city',
      title: 'City',
      type: 'string',
      description: 'Where the office is. Not needed for a remote position.',
      hidden: ({ document }) => (document as PostingDates | undefined)?.workplace === 'remote',
      validation: (rule) =>
        rule.max(60).custom((city, context) => {
          const { workplace } = (context.document ?? {}) as PostingDates;
          return workplace === 'remote' || city ? true : 'Name the city of the office.';
        }),
    }),
    defineField({
      name: 'region',
      title: 'Province or state',
      type: 'string',
      hidden: ({ document }) => (document as PostingDates | undefined)?.workplace === 'remote',
      validation: (rule) => rule.max(60),
    }),
    defineField({
      name: 'country',
      title: 'Country',
      type: 'string',
      description:
        'Two capital letters (ISO 3166), e.g. CA or US. For a remote position: where applicants must live.',
      validation: (rule) =>
        rule
          .required()
          .regex(/^[A-Z]{2}$/, { name: 'two capital letters' })
          .error(),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'richText',
      description: 'The role, what the person will do, and what they bring.',
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'howToApply',
      title: 'How to apply',
      type: 'noteText',
      description: 'What to send and where, with a mailto: or https:// link.',
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'datePosted',
      title: 'Date posted',
      type: 'date',
      description: 'A future date schedules the posting: it opens at 00:00 UTC that day.',
      initialValue: today,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'closingDate',
      title: 'Closing date',
      type: 'date',
      description:
        'The last day to apply. After it (23:59 UTC) the posting leaves the site and search results.',
      validation: (rule) =>
        rule.required().custom((closing: string | undefined, context) => {
          const { datePosted } = (context.document ?? {}) as PostingDates;
          return !closing || !datePosted || closing >= datePosted
            ? true
            : 'The closing date comes on or after the date posted.';
        }),
    }),
  ],
  preview: {
    select: { title: 'title', team: 'team', closing: 'closingDate' },
    prepare: ({ title, team, closing }: { title?: string; team?: string; closing?: string }) => ({
      title,
      // The list tells editors at a glance which postings are still up.
      subtitle: [team, closing && (closing < today() ? `Closed ${closing}` : `Closes ${closing}`)]
        .filter(Boolean)
        .join(' · '),
    }),
  },
});
