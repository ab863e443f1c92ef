import { unknownFigures, unknownFiguresMessage } from '@brp/core/figures';
import { CogIcon } from '@sanity/icons/Cog';
import { defineArrayMember, defineField, defineType } from 'sanity';

/** Site-wide settings: one document, edited from the "Site settings" entry of the desk. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'brand', title: 'Brand', default: true },
    { name: 'hero', title: 'Landing hero' },
    { name: 'landing', title: 'Landing sections' },
    { name: 'pages', title: 'Jobs and contact' },
    { name: 'seo', title: 'Search and sharing' },
  ],
  fields: [
    defineField({
      name: 'brandName',
      group: 'brand',
      title: 'Brand name',
      type: 'string',
      description: 'Shown in the top bar, the footer and every page title.',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'logo',
      group: 'brand',
      title: 'Logo',
      type: 'accessibleImage',
      description: 'Square mark shown beside the brand name. The name shows alone if it fails.',
    }),
    defineField({
      name: 'tagline',
      group: 'brand',
      title: 'Tagline',
      type: 'string',
      description: 'The promise in a few words, used in page titles and link previews.',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'description',
      group: 'brand',
      title: 'Site description',
      type: 'text',
      rows: 3,
      description: 'What search engines and link previews show under the site name.',
      validation: (rule) => rule.required().min(50).max(170),
    }),
    defineField({
      name: 'contactEmail',
      group: 'brand',
      title: 'Contact e-mail',
      type: 'string',
      description: 'Where the About page and the footer tell visitors to write.',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'heroHeadline',
      title: 'Headline',
      type: 'string',
      group: 'hero',
      description: 'The largest words on the landing page.',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'heroSubheadline',
      title: 'Subheadline',
      type: 'text',
      rows: 3,
      group: 'hero',
      description: 'One or two sentences under the headline.',
      validation: (rule) => rule.required().max(240),
    }),
    defineField({
      name: 'heroVendorCtaLabel',
      title: 'Vendor button label',
      type: 'string',
      group: 'hero',
      description: 'Opens the waitlist with "vendor" chosen.',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'heroUserCtaLabel',
      title: 'Early access button label',
      type: 'string',
      group: 'hero',
      description: 'Opens the waitlist with "user" chosen.',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'heroVideoId',
      group: 'hero',
      title: 'Hero video (YouTube ID)',
      type: 'string',
      description:
        'The 11 characters after "v=" in the video\'s YouTube address. It plays from youtube-nocookie.com, and only when a visitor presses play.',
      validation: (rule) => rule.regex(/^[A-Za-z0-9_-]{11}$/, { name: 'YouTube video ID' }),
    }),
    defineField({
      name: 'heroVideoTitle',
      group: 'hero',
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
      name: 'partnerPlatforms',
      group: 'hero',
      title: 'Partner platforms',
      type: 'array',
      description: 'The names that drift across the bottom of the hero, in this order.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(24) })],
      validation: (rule) => rule.required().min(3).max(16).unique(),
    }),
    defineField({
      name: 'heroTicks',
      group: 'hero',
      title: 'Ticks',
      type: 'array',
      description:
        'Short lines with a tick under the buttons. Write rewards numbers as figures, e.g. "{brpPerDollar} BRP for every $1".',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(40) })],
      validation: (rule) => rule.required().min(1).max(4),
    }),
    defineField({
      name: 'howItWorks',
      group: 'landing',
      title: 'How it works',
      type: 'howItWorksSection',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'vendors',
      group: 'landing',
      title: 'For merchants',
      type: 'vendorSection',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'jobsPage',
      group: 'pages',
      title: 'Jobs page',
      type: 'jobsPageText',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'contactPage',
      group: 'pages',
      title: 'Contact page',
      type: 'contactPageText',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'launchLabel',
      group: 'brand',
      title: 'Launch label',
      type: 'string',
      description: 'The launch date as the site announces it, e.g. "Pilot launch Q1 2026".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'seo',
      title: 'Search and sharing',
      type: 'seo',
      group: 'seo',
      description:
        "The landing page's title and description in search results, the site's default link-preview image, and a switch that hides the whole site from search engines (for a staging copy).",
      options: { collapsible: false },
    }),
  ],
  // Every `{figure}` must be one the site fills; `{email}` is the jobs page's contact address.
  validation: (rule) =>
    rule.custom((settings) => {
      const unknown = unknownFigures(settings, ['email']);
      return unknown.length ? unknownFiguresMessage(unknown) : true;
    }),
  preview: { prepare: () => ({ title: 'Site settings' }) },
});
