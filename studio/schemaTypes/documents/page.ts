import { isFixedPage, isHomePage } from '@brp/core/addresses';
import { unknownFigures, unknownFiguresMessage } from '@brp/core/figures';
import { DocumentsIcon } from '@sanity/icons/Documents';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { BLOCK_GROUPS, BLOCK_SCHEMAS } from '@brp/blocks/schemas';
import { pageAddressRule, slugifyAddress } from '../objects/page-address';

interface Block {
  _type: string;
}

/**
 * Blocks a page shows once, by the words naming them: each carries fixed ids (its anchor, such as
 * #pricing, and its fields'), and every waitlist button leads to the one #waitlist.
 */
const ONCE_PER_PAGE: Record<string, string> = {
  rewardsCalculator: 'the rewards calculator',
  waitlist: 'the waitlist',
  announcements: 'the announcements',
  features: 'the features',
  howItWorks: '"How it works"',
  merchants: "the merchants' section",
  pricing: 'the pricing',
};

/** The blocks that hold a page's main heading (its h1): one of them opens every page. */
const OPENINGS = new Set(['pageHeader', 'hero']);

/**
 * What is wrong with a page's blocks as a whole: one opening (a page header or a hero) and it
 * comes first, the blocks with fixed ids once each, and every `{figure}` written in their text is
 * one of the rewards figures the site fills in.
 */
function blocksProblem(blocks: readonly Block[] | undefined): string | true {
  if (!blocks?.length) return true;
  const openings = blocks.filter((block) => OPENINGS.has(block._type)).length;
  if (!OPENINGS.has(blocks[0]?._type ?? '') || openings > 1)
    return 'Start the page with one "Page header" or one "Hero" (it holds the page\'s main heading), and use it once.';
  const twice = Object.keys(ONCE_PER_PAGE).find(
    (type) => blocks.filter((block) => block._type === type).length > 1,
  );
  if (twice) return `A page can show ${ONCE_PER_PAGE[twice]} once.`;
  const unknown = unknownFigures(blocks);
  if (unknown.length) return unknownFiguresMessage(unknown);
  return true;
}

/**
 * A page built in the studio from blocks, at its own address. A publish makes it appear there,
 * in the sitemap and in search results within seconds (the webhook); until then it is a draft
 * only editors see in the preview.
 */
export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  icon: DocumentsIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'seo', title: 'Search and sharing' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'content',
      description: "The page's name in the studio, the browser tab and search results.",
      validation: (rule) => rule.required().max(70),
    }),
    defineField({
      name: 'address',
      title: 'Web address',
      type: 'slug',
      group: 'content',
      description:
        'Where the page lives: /<this>. Generate it from the title; add "campaigns/" in front to group pages.',
      // The spec's own pages keep the address the site's links and search engines know; the
      // landing page is at / and has none.
      readOnly: ({ document }) => isFixedPage(document?._id ?? ''),
      hidden: ({ document }) => isHomePage(document?._id ?? ''),
      options: {
        source: 'title',
        maxLength: 96,
        slugify: slugifyAddress,
        // The address rule checks other pages itself, naming the page that has the address.
        isUnique: () => true,
      },
      validation: pageAddressRule,
    }),
    defineField({
      name: 'blocks',
      title: 'Sections',
      type: 'array',
      group: 'content',
      description: 'The page from top to bottom. Start with a page header.',
      of: BLOCK_SCHEMAS.map((block) => defineArrayMember({ type: block.name })),
      options: {
        insertMenu: {
          groups: BLOCK_GROUPS,
          views: [{ name: 'list' }, { name: 'grid' }],
          filter: true,
        },
      },
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom((blocks: Block[] | undefined) => blocksProblem(blocks)),
    }),
    defineField({ name: 'seo', title: 'Search and sharing', type: 'seo', group: 'seo' }),
  ],
  preview: {
    select: { title: 'title', address: 'address.current', id: '_id' },
    prepare: ({ title, address, id }: { title?: string; address?: string; id?: string }) => ({
      title: title || 'Untitled page',
      subtitle: isHomePage(id ?? '')
        ? '/ (the landing page)'
        : address
          ? `/${address}`
          : 'No address yet',
    }),
  },
});
