import { BACK_LINKS } from '@brp/core/addresses';
import { Fragment, type ReactNode } from 'react';

import { Band, CtaBand } from '@/components/page/blocks';
import { PageHeader } from '@/components/page/page-header';
import { Prose } from '@/components/page/prose';
import { ScrollToTop } from '@/components/page/scroll-to-top';
import { PortableText } from '@/components/portable-text/portable-text';
import { ButtonLink } from '@/components/ui/button/button';
import type { ButtonVariant } from '@/components/ui/button/button-styles';
import { ButtonRow } from '@/components/ui/button-row/button-row';
import { Container, Section } from '@/components/ui/section/section';
import { WaitlistButton } from '@/components/waitlist-cta/waitlist-button';
import { intentFromHref } from '@/lib/browser/waitlist-intent';
import { StatsBlock } from '@/blocks/stats/stats';
import { TeamBlock } from '@/blocks/team/team';
import { PlatformGroupsBlock } from '@/blocks/platform-groups/platform-groups';
import { TagNoteBlock } from '@/blocks/tag-note/tag-note';
import { TooltipGridBlock } from '@/blocks/tooltip-grid/tooltip-grid';
import { ComingSoonBlock } from '@/blocks/coming-soon/coming-soon';
import { FlipCardsBlock } from '@/blocks/flip-cards/flip-cards';
import { CodeSnippetsBlock } from '@/blocks/code-snippets/code-snippets';
import { EndpointsBlock } from '@/blocks/endpoints/endpoints';
import { LinkCardsBlock } from '@/blocks/link-cards/link-cards';
import { LogoStripBlock } from '@/blocks/logo-strip/logo-strip';
import { closingLink } from '@/blocks/shared/block';
import { StepsBlock } from '@/blocks/steps/steps';
import { CardGridBlock } from '@/blocks/card-grid/card-grid';
import { FaqListBlock } from '@/blocks/faq-list/faq-list';
import { AccordionStepsBlock } from '@/blocks/accordion-steps/accordion-steps';
import type { PageBlock } from '@/lib/content';

import { CalculatorSection } from './calculator-section';
import { SupportedSystems } from './supported-systems';
import { TextWithMedia } from './text-with-media';
import { UseCaseSlides } from './use-case-slides';

type Block<Type extends PageBlock['_type']> = Extract<PageBlock, { _type: Type }>;
/** What a block may need of the page it is on. */
interface OnPage {
  /** The page's title: it names a section that has no title of its own. */
  pageTitle: string;
}
type Renderers = {
  [Type in PageBlock['_type']]: (block: Block<Type>, page: OnPage) => ReactNode;
};

/** The section header fields every band block shares. */
const heading = (block: {
  eyebrow?: string;
  title: string;
  lead?: string;
  tone?: 'light' | 'muted';
}) => ({
  eyebrow: block.eyebrow,
  title: block.title,
  lead: block.lead,
  tone: block.tone,
});

/** A button of a header or a call to action: one to the landing page's waitlist (`/?join=vendor#waitlist`)
 * chooses the signup type there, as the code's waitlist buttons do. */
function ActionButton({
  button,
  variant,
  size,
}: {
  button: { label: string; href: string };
  variant: ButtonVariant;
  size?: 'lg';
}) {
  const joining = intentFromHref(button.href);
  return joining ? (
    <WaitlistButton type={joining} variant={variant} size={size}>
      {button.label}
    </WaitlistButton>
  ) : (
    <ButtonLink href={button.href} variant={variant} size={size}>
      {button.label}
    </ButtonLink>
  );
}

/** Each block type's component. The words come from the block; layout and behaviour from code. */
const RENDERERS: Renderers = {
  pageHeader: (block) => {
    const buttons = (block.buttons ?? []).map((button) => (
      <ActionButton key={button._key} button={button} variant={button.look ?? 'primary'} />
    ));
    const back = block.backTo && { section: block.backTo, label: BACK_LINKS[block.backTo] };
    return (
      <>
        {/* A page with a way back (a feature page) opens at its top, whatever scroll the browser kept. */}
        {back ? <ScrollToTop /> : null}
        <PageHeader
          back={back}
          eyebrow={block.eyebrow}
          comingSoon={block.comingSoon}
          title={block.title}
          subtitle={block.subtitle}
        >
          {buttons.length > 1 ? <ButtonRow>{buttons}</ButtonRow> : buttons}
        </PageHeader>
      </>
    );
  },
  textWithMedia: (block) =>
    block.image.asset ? (
      <TextWithMedia {...heading(block)} image={block.image} imageLeft={block.imageSide === 'left'}>
        <PortableText value={block.body} />
      </TextWithMedia>
    ) : null,
  richTextSection: (block, { pageTitle }) =>
    block.title ? (
      <Band {...heading({ ...block, title: block.title })}>
        <Prose>
          <PortableText value={block.body} />
        </Prose>
      </Band>
    ) : (
      // Running text under the page's header, such as a policy: shown at once, no reveal.
      <Section $tone={block.tone} aria-label={pageTitle}>
        <Container>
          <Prose>
            <PortableText value={block.body} />
          </Prose>
        </Container>
      </Section>
    ),
  cardGrid: (block) => <CardGridBlock block={block} />,
  linkCards: (block) => <LinkCardsBlock block={block} />,
  steps: (block) => <StepsBlock block={block} />,
  stats: (block) => <StatsBlock block={block} />,
  faqList: (block) => <FaqListBlock block={block} />,
  platformGroups: (block) => <PlatformGroupsBlock block={block} />,
  team: (block) => <TeamBlock block={block} />,
  logoStrip: (block) => <LogoStripBlock block={block} />,
  ctaBand: (block) => (
    <CtaBand title={block.title} text={block.text}>
      {block.buttons.map((button, index) => (
        <ActionButton
          key={button._key}
          button={button}
          variant={button.look ?? (index === 0 ? 'primary' : 'outline')}
          size="lg"
        />
      ))}
    </CtaBand>
  ),
  rewardsCalculator: (block) => (
    <CalculatorSection eyebrow={block.eyebrow} title={block.title} tone={block.tone} />
  ),
  useCaseCarousel: (block) => (
    <Band {...heading(block)}>
      <UseCaseSlides cases={block.cases} />
      {/* The carousel's controls sit low: the link stands further off. */}
      {closingLink(block.link, 10)}
    </Band>
  ),
  codeSnippets: (block) => <CodeSnippetsBlock block={block} />,
  endpoints: (block) => <EndpointsBlock block={block} />,
  comingSoon: (block) => <ComingSoonBlock block={block} />,
  accordionSteps: (block) => <AccordionStepsBlock block={block} />,
  flipCards: (block) => <FlipCardsBlock block={block} />,
  tooltipGrid: (block) => <TooltipGridBlock block={block} />,
  systemPicker: (block) => (
    <Band {...heading(block)}>
      <SupportedSystems
        systems={block.systems.map(({ title, kind, detail }) => ({ name: title, kind, detail }))}
        prompt={block.prompt}
      />
    </Band>
  ),
  tagNote: (block) => <TagNoteBlock block={block} />,
};

function renderBlock(block: PageBlock, page: OnPage): ReactNode {
  // A block type the studio has and this build does not (deployed in the other order) is skipped.
  const render = RENDERERS[block._type] as
    ((block: PageBlock, page: OnPage) => ReactNode) | undefined;
  return render?.(block, page) ?? null;
}

/** A page built in the studio: its blocks, top to bottom. */
export function PageBlocks({ blocks, title }: { blocks: PageBlock[]; title: string }) {
  return blocks.map((block) => (
    <Fragment key={block._key}>{renderBlock(block, { pageTitle: title })}</Fragment>
  ));
}
