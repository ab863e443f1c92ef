import { MOVED_BLOCK_SCHEMAS } from '@brp/web/blocks/schemas';

import { ctaBand } from './action-blocks';
import { rewardsCalculator, useCaseCarousel } from './interactive-blocks';
import { systemPicker } from './reveal-blocks';
import { pageHeader, richTextSection, textWithMedia } from './text-blocks';

/** Every block a page is built from; the site renders each `_type` (components/page-builder). */
export const PAGE_BLOCKS = [
  pageHeader,
  textWithMedia,
  richTextSection,
  ...MOVED_BLOCK_SCHEMAS,
  ctaBand,
  rewardsCalculator,
  useCaseCarousel,
  systemPicker,
];

/** The insert menu's tabs: blocks grouped by what they are for. */
export const BLOCK_GROUPS = [
  {
    name: 'text',
    title: 'Text',
    of: ['pageHeader', 'textWithMedia', 'richTextSection', 'tagNote'],
  },
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
    of: [
      'rewardsCalculator',
      'useCaseCarousel',
      'accordionSteps',
      'flipCards',
      'tooltipGrid',
      'systemPicker',
      'comingSoon',
    ],
  },
];
