import { RocketIcon } from '@sanity/icons/Rocket';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { blockPreview } from '../shared/schema-fields';

/**
 * A page's opening on the night band, as the landing page has it: its h1, the two waitlist
 * buttons, the video and the partners drifting under them. The badge is the site's launch label.
 */
export const hero = defineType({
  name: 'hero',
  title: 'Hero',
  type: 'object',
  icon: RocketIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Headline',
      type: 'string',
      description:
        'The largest words on the page, and its main heading: a page has one hero or one page header, first.',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'subheadline',
      title: 'Subheadline',
      type: 'text',
      rows: 3,
      description: 'One or two sentences under the headline.',
      validation: (rule) => rule.required().max(240),
    }),
    defineField({
      name: 'vendorCtaLabel',
      title: 'Vendor button label',
      type: 'string',
      description: 'Opens the waitlist with "vendor" chosen.',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'userCtaLabel',
      title: 'Early access button label',
      type: 'string',
      description: 'Opens the waitlist with "user" chosen.',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'ticks',
      title: 'Ticks',
      type: 'array',
      description:
        'Short lines with a tick under the buttons. Write rewards numbers as figures, e.g. "{brpPerDollar} BRP for every $1".',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(40) })],
      validation: (rule) => rule.required().min(1).max(4),
    }),
    defineField({
      name: 'videoId',
      title: 'Video (YouTube ID)',
      type: 'string',
      description:
        'The 11 characters after "v=" in the video\'s YouTube address. It plays from youtube-nocookie.com, and only when a visitor presses play.',
      validation: (rule) => rule.regex(/^[A-Za-z0-9_-]{11}$/, { name: 'YouTube video ID' }),
    }),
    defineField({
      name: 'videoTitle',
      title: 'Video title',
      type: 'string',
      description: 'What the video shows, for people using screen readers. Required with a video.',
      validation: (rule) =>
        rule.max(80).custom((title: string | undefined, context) => {
          const id = (context.parent as { videoId?: string } | undefined)?.videoId;
          return id && !title ? 'Give the video a title.' : true;
        }),
    }),
    defineField({
      name: 'partnerPlatforms',
      title: 'Partner platforms',
      type: 'array',
      description: 'The names that drift across the bottom of the hero, in this order.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(24) })],
      validation: (rule) => rule.required().min(3).max(16).unique(),
    }),
  ],
  preview: blockPreview('Hero', RocketIcon),
});
