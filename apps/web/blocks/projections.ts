/**
 * What the page query reads of each block beside `...` (lib/content/queries.ts). One template
 * literal of each block's projection: typegen follows relative imports into it, not an array's join.
 */
import type { PageBlock } from '@/lib/content';

import { accordionStepsProjection } from './accordion-steps/query';
import { announcementsProjection } from './announcements/query';
import { cardGridProjection } from './card-grid/query';
import { codeSnippetsProjection } from './code-snippets/query';
import { comingSoonProjection } from './coming-soon/query';
import { ctaBandProjection } from './cta-band/query';
import { endpointsProjection } from './endpoints/query';
import { faqListProjection } from './faq-list/query';
import { featuresProjection } from './features/query';
import { flipCardsProjection } from './flip-cards/query';
import { heroDrawsItsFigures, heroProjection } from './hero/query';
import { howItWorksDrawsItsFigures, howItWorksProjection } from './how-it-works/query';
import { linkCardsProjection } from './link-cards/query';
import { logoStripProjection } from './logo-strip/query';
import { merchantsDrawsItsFigures, merchantsProjection } from './merchants/query';
import { pageHeaderProjection } from './page-header/query';
import { platformGroupsProjection } from './platform-groups/query';
import { pricingProjection } from './pricing/query';
import { rewardsCalculatorProjection } from './rewards-calculator/query';
import { richTextSectionProjection } from './rich-text-section/query';
import { statsProjection } from './stats/query';
import { stepsProjection } from './steps/query';
import { systemPickerProjection } from './system-picker/query';
import { tagNoteProjection } from './tag-note/query';
import { teamProjection } from './team/query';
import { textWithMediaProjection } from './text-with-media/query';
import { tooltipGridProjection } from './tooltip-grid/query';
import { useCaseCarouselProjection } from './use-case-carousel/query';
import { waitlistProjection } from './waitlist/query';

export const blockProjections = /* groq */ `
  ${accordionStepsProjection},
  ${announcementsProjection},
  ${cardGridProjection},
  ${codeSnippetsProjection},
  ${comingSoonProjection},
  ${ctaBandProjection},
  ${endpointsProjection},
  ${faqListProjection},
  ${featuresProjection},
  ${flipCardsProjection},
  ${heroProjection},
  ${howItWorksProjection},
  ${linkCardsProjection},
  ${logoStripProjection},
  ${merchantsProjection},
  ${pageHeaderProjection},
  ${platformGroupsProjection},
  ${pricingProjection},
  ${rewardsCalculatorProjection},
  ${richTextSectionProjection},
  ${statsProjection},
  ${stepsProjection},
  ${systemPickerProjection},
  ${tagNoteProjection},
  ${teamProjection},
  ${textWithMediaProjection},
  ${tooltipGridProjection},
  ${useCaseCarouselProjection},
  ${waitlistProjection}
`;

/** The blocks whose components fill their figures themselves, as their folders say. */
export const BLOCKS_DRAWING_THEIR_FIGURES: ReadonlySet<PageBlock['_type']> = new Set([
  heroDrawsItsFigures,
  howItWorksDrawsItsFigures,
  merchantsDrawsItsFigures,
]);
