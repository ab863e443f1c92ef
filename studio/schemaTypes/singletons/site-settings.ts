import { CogIcon } from '@sanity/icons/Cog';
import { defineField, defineType } from 'sanity';

/** Site-wide settings: one document, edited from the "Site settings" entry of the desk. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  fields: [
    defineField({
      name: 'brandName',
      title: 'Brand name',
      type: 'string',
      description: 'Shown in the top bar, the footer and every page title.',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'logo',
      title: 'Logo',
      type: 'accessibleImage',
      description: 'Square mark shown beside the brand name. The name shows alone if it fails.',
    }),
    defineField({
      name: 'tagline',
      title: 'Tagline',
      type: 'string',
      description: 'The promise in a few words, used in page titles and link previews.',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'description',
      title: 'Site description',
      type: 'text',
      rows: 3,
      description: 'What search engines and link previews show under the site name.',
      validation: (rule) => rule.required().min(50).max(170),
    }),
    defineField({
      name: 'contactEmail',
      title: 'Contact e-mail',
      type: 'string',
      description: 'Where the About page and the footer tell visitors to write.',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'heroVideoId',
      title: 'Hero video (YouTube ID)',
      type: 'string',
      description:
        'The 11 characters after "v=" in the video\'s YouTube address. It plays from youtube-nocookie.com, and only when a visitor presses play.',
      validation: (rule) => rule.regex(/^[A-Za-z0-9_-]{11}$/, { name: 'YouTube video ID' }),
    }),
    defineField({
      name: 'heroVideoTitle',
      title: 'Hero video title',
      type: 'string',
      description: 'What the video shows, for people using screen readers. Required with a video.',
      validation: (rule) =>
        rule.max(80).custom((title: string | undefined, context) => {
          const id = (context.document as { heroVideoId?: string } | undefined)?.heroVideoId;
          return id && !title ? 'Give the video a title.' : true;
        }),
    }),
    defineField({
      name: 'launchLabel',
      title: 'Launch label',
      type: 'string',
      description: 'The launch date as the site announces it, e.g. "Pilot launch Q1 2026".',
      validation: (rule) => rule.required().max(40),
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
});
