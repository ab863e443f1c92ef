import { ctaBand } from './action-blocks';
import { accordionSteps, rewardsCalculator, useCaseCarousel } from './interactive-blocks';
import { cardGrid, faqList, logoStrip, stats, steps } from './list-blocks';
import { pageHeader, richTextSection, textWithMedia } from './text-blocks';

/** Every block a page is built from; the site renders each `_type` (components/page-builder). */
export const PAGE_BLOCKS = [
  pageHeader,
  textWithMedia,
  richTextSection,
  cardGrid,
  steps,
  stats,
  faqList,
  logoStrip,
  ctaBand,
  rewardsCalculator,
  useCaseCarousel,
  accordionSteps,
];

/** The insert menu's tabs: blocks grouped by what they are for. */
export const BLOCK_GROUPS = [
  { name: 'text', title: 'Text', of: ['pageHeader', 'textWithMedia', 'richTextSection'] },
  { name: 'lists', title: 'Lists', of: ['cardGrid', 'steps', 'stats', 'faqList', 'logoStrip'] },
  { name: 'actions', title: 'Calls to action', of: ['ctaBand'] },
  {
    name: 'interactive',
    title: 'Interactive',
    of: ['rewardsCalculator', 'useCaseCarousel', 'accordionSteps'],
  },
];
