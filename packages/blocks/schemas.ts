/**
 * Every block's schema, for the studio, in the insert menu's groups (a page's `blocks` field reads
 * both). A block's model is one folder here: schema.ts, example.ts and, if it reads more than its
 * fields, query.ts; its component is the folder of the same name in apps/web/blocks/.
 * apps/web/blocks/blocks.test.ts fails when a registered block lacks one or is missing from a list.
 */
import type { SchemaTypeDefinition } from 'sanity';

import { announcements } from './announcements/schema';
import { features } from './features/schema';
import { howItWorks } from './how-it-works/schema';
import { merchants } from './merchants/schema';
import { pricing } from './pricing/schema';
import { accordionSteps } from './accordion-steps/schema';
import { cardGrid } from './card-grid/schema';
import { codeSnippets } from './code-snippets/schema';
import { comingSoon } from './coming-soon/schema';
import { ctaBand } from './cta-band/schema';
import { endpoints } from './endpoints/schema';
import { faqList } from './faq-list/schema';
import { flipCards } from './flip-cards/schema';
import { hero } from './hero/schema';
import { linkCards } from './link-cards/schema';
import { logoStrip } from './logo-strip/schema';
import { pageHeader } from './page-header/schema';
import { platformGroups } from './platform-groups/schema';
import { rewardsCalculator } from './rewards-calculator/schema';
import { richTextSection } from './rich-text-section/schema';
import { stats } from './stats/schema';
import { steps } from './steps/schema';
import { systemPicker } from './system-picker/schema';
import { tagNote } from './tag-note/schema';
import { team } from './team/schema';
import { textWithMedia } from './text-with-media/schema';
import { tooltipGrid } from './tooltip-grid/schema';
import { useCaseCarousel } from './use-case-carousel/schema';
import { waitlist } from './waitlist/schema';

/** The insert menu's tabs: blocks grouped by what they are for, in the order a menu lists them. */
const GROUPS: { name: string; title: string; of: SchemaTypeDefinition[] }[] = [
  {
    name: 'landing',
    title: 'Landing',
    of: [hero, announcements, features, howItWorks, merchants, pricing, waitlist],
  },
  { name: 'text', title: 'Text', of: [pageHeader, textWithMedia, richTextSection, tagNote] },
  {
    name: 'lists',
    title: 'Lists',
    of: [cardGrid, linkCards, steps, stats, faqList, logoStrip, platformGroups, team],
  },
  { name: 'actions', title: 'Calls to action', of: [ctaBand] },
  { name: 'developers', title: 'Developers', of: [codeSnippets, endpoints] },
  {
    name: 'interactive',
    title: 'Interactive',
    of: [
      rewardsCalculator,
      useCaseCarousel,
      accordionSteps,
      flipCards,
      tooltipGrid,
      systemPicker,
      comingSoon,
    ],
  },
];

/** Every block a page is built from; the site draws each `_type` (blocks/components.ts). */
export const BLOCK_SCHEMAS = GROUPS.flatMap((group) => group.of);

/** The groups as the array field's `insertMenu.groups` takes them: by type name. */
export const BLOCK_GROUPS = GROUPS.map(({ name, title, of }) => ({
  name,
  title,
  of: of.map((block) => block.name),
}));
