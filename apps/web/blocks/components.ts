/**
 * Every block's component, by `_type`: the page draws its blocks through this list
 * (blocks/page-blocks.tsx). The compiler fails when a block type of the page query has none here.
 */
import type { PageBlock } from '@brp/blocks/types';

import { AccordionStepsBlock } from './accordion-steps/accordion-steps';
import { AnnouncementsBlock } from './announcements/announcements';
import { CardGridBlock } from './card-grid/card-grid';
import { CodeSnippetsBlock } from './code-snippets/code-snippets';
import { ComingSoonBlock } from './coming-soon/coming-soon';
import { CtaBandBlock } from './cta-band/cta-band';
import { EndpointsBlock } from './endpoints/endpoints';
import { FaqListBlock } from './faq-list/faq-list';
import { FeaturesBlock } from './features/features';
import { FlipCardsBlock } from './flip-cards/flip-cards';
import { HeroBlock } from './hero/hero';
import { HowItWorksBlock } from './how-it-works/how-it-works';
import { LinkCardsBlock } from './link-cards/link-cards';
import { LogoStripBlock } from './logo-strip/logo-strip';
import { MerchantsBlock } from './merchants/merchants';
import { PageHeaderBlock } from './page-header/page-header';
import { PlatformGroupsBlock } from './platform-groups/platform-groups';
import { PricingBlock } from './pricing/pricing';
import { RewardsCalculatorBlock } from './rewards-calculator/rewards-calculator';
import { RichTextSectionBlock } from './rich-text-section/rich-text-section';
import { StatsBlock } from './stats/stats';
import { StepsBlock } from './steps/steps';
import { SystemPickerBlock } from './system-picker/system-picker';
import { TagNoteBlock } from './tag-note/tag-note';
import { TeamBlock } from './team/team';
import { TextWithMediaBlock } from './text-with-media/text-with-media';
import { TooltipGridBlock } from './tooltip-grid/tooltip-grid';
import { UseCaseCarouselBlock } from './use-case-carousel/use-case-carousel';
import { WaitlistBlock } from './waitlist/waitlist';
import type { BlockComponent } from './shared/block';

export const BLOCK_COMPONENTS: { [Type in PageBlock['_type']]: BlockComponent<Type> } = {
  accordionSteps: AccordionStepsBlock,
  announcements: AnnouncementsBlock,
  cardGrid: CardGridBlock,
  codeSnippets: CodeSnippetsBlock,
  comingSoon: ComingSoonBlock,
  ctaBand: CtaBandBlock,
  endpoints: EndpointsBlock,
  faqList: FaqListBlock,
  features: FeaturesBlock,
  flipCards: FlipCardsBlock,
  hero: HeroBlock,
  howItWorks: HowItWorksBlock,
  linkCards: LinkCardsBlock,
  logoStrip: LogoStripBlock,
  merchants: MerchantsBlock,
  pageHeader: PageHeaderBlock,
  platformGroups: PlatformGroupsBlock,
  pricing: PricingBlock,
  rewardsCalculator: RewardsCalculatorBlock,
  richTextSection: RichTextSectionBlock,
  stats: StatsBlock,
  steps: StepsBlock,
  systemPicker: SystemPickerBlock,
  tagNote: TagNoteBlock,
  team: TeamBlock,
  textWithMedia: TextWithMediaBlock,
  tooltipGrid: TooltipGridBlock,
  useCaseCarousel: UseCaseCarouselBlock,
  waitlist: WaitlistBlock,
};
