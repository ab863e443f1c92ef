import { SearchIcon } from '@sanity/icons/Search';
import { fillFigureText } from '@brp/core/figures';
import { defineField, defineType } from 'sanity';

/** The lengths search engines show before they cut a title or a description short. */
const SEO_LIMITS = { title: 60, description: { min: 50, max: 160 } } as const;

/**
 * How a page appears in search results and link previews. Every field is optional: an empty
 * one falls back to the page's own title, excerpt and generated preview card.
 */
export const seo = defineType({
  name: 'seo',
  title: 'Search and sharing',
  type: 'object',
  icon: SearchIcon,
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'metaTitle',
      title: 'Title in search results',
      type: 'string',
      description: `Leave empty to use the title. Search engines show about ${SEO_LIMITS.title} characters.`,
      validation: (rule) =>
        rule
          .max(SEO_LIMITS.title)
          .warning(`Longer than ${SEO_LIMITS.title} characters: search results will cut it.`),
    }),
    defineField({
      name: 'metaDescription',
      title: 'Description in search results',
      type: 'text',
      rows: 3,
      description: `Leave empty to use the excerpt or the site description. Aim for ${SEO_LIMITS.description.min}–${SEO_LIMITS.description.max} characters.`,
      validation: (rule) => [
        rule
          .min(SEO_LIMITS.description.min)
          .warning(`Under ${SEO_LIMITS.description.min} characters says little in a result.`),
        // Measured as visitors read it: a `{figure}` counts as the number the site fills in.
        rule
          .custom((text: string | undefined) =>
            !text || fillFigureText(text).length <= SEO_LIMITS.description.max
              ? true
              : `Over ${SEO_LIMITS.description.max} characters: search results will cut it.`,
          )
          .warning(),
      ],
    }),
    defineField({
      name: 'socialImage',
      title: 'Link-preview image',
      type: 'accessibleImage',
      description:
        'Shown when the page is shared. Cropped to 1200 × 630 around the hotspot. Leave empty for the generated card.',
    }),
    defineField({
      name: 'noindex',
      title: 'Hide from search engines',
      type: 'boolean',
      description: 'Asks search engines not to list this page, and leaves it out of the sitemap.',
      initialValue: false,
    }),
  ],
});
