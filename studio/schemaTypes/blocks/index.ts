import { ctaBand } from './action-blocks';
import { codeSnippets, endpoints } from './developer-blocks';
import {
  accordionSteps,
  comingSoon,
  rewardsCalculator,
  useCaseCarousel,
} from './interactive-blocks';
import {
  cardGrid,
  faqList,
  linkCards,
  logoStrip,
  platformGroups,
  stats,
  steps,
  team,
} from './list-blocks';
import { pageHeader, richTextSection, textWithMedia } from './text-blocks';

/** Every block a page is built from; the site renders each `_type` (components/page-builder). */
export const PAGE_BLOCKS = [
  pageHeader,
  textWithMedia,
  richTextSection,
  cardGrid,
  linkCards,
  steps,
  stats,
  faqList,
  logoStrip,
  platformGroups,
  team,
  ctaBand,
  codeSnippets,
  endpoints,
  rewardsCalculator,
  useCaseCarousel,
  accordionSteps,
  comingSoon,
];

/** The insert menu's tabs: blocks grouped by what they are for. */
export const BLOCK_GROUPS = [
  { name: 'text', title: 'Text', of: ['pageHeader', 'textWithMedia', 'richTextSection'] },
  {
    name: 'lists',
    title: 'Lists',
    of: [
      'cardGrid',
      'linkCards',
      'steps',
      'stats',
      'faqList',
      'logoStrip',
      'platformGroups',
      'team',
    ],
  },
  { name: 'actions', title: 'Calls to action', of: ['ctaBand'] },
  { name: 'developers', title: 'Developers', of: ['codeSnippets', 'endpoints'] },
  {
    name: 'interactive',
    title: 'Interactive',
    of: ['rewardsCalculator', 'useCaseCarousel', 'accordionSteps', 'comingSoon'],
  },
];
