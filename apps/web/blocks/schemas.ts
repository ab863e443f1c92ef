/**
 * Every block's schema, for the studio (studio/schemaTypes/blocks imports this list). A block is
 * one folder here: schema.ts, query.ts, its component, its test and example.ts
 * (blocks.test.ts fails when a registered block lacks one).
 */
import { stats } from './stats/schema';
import { team } from './team/schema';
import { platformGroups } from './platform-groups/schema';
import { tagNote } from './tag-note/schema';
import { tooltipGrid } from './tooltip-grid/schema';
import { comingSoon } from './coming-soon/schema';
import { flipCards } from './flip-cards/schema';
import { codeSnippets } from './code-snippets/schema';
import { endpoints } from './endpoints/schema';
import { linkCards } from './link-cards/schema';
import { logoStrip } from './logo-strip/schema';
import { steps } from './steps/schema';
import { cardGrid } from './card-grid/schema';
import { faqList } from './faq-list/schema';
import { accordionSteps } from './accordion-steps/schema';

export const MOVED_BLOCK_SCHEMAS = [
  accordionSteps,
  faqList,
  cardGrid,
  steps,
  logoStrip,
  linkCards,
  endpoints,
  codeSnippets,
  flipCards,
  comingSoon,
  tooltipGrid,
  tagNote,
  platformGroups,
  team,
  stats,
];
