import { unknownFigures, unknownFiguresMessage } from '@brp/core/figures';
import { CogIcon } from '@sanity/icons/Cog';
import { defineField, defineType } from 'sanity';

/** Site-wide settings: one document, edited from the "Site settings" entry of the desk. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'brand', title: 'Brand', default: true },
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
