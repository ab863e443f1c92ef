import type { Route } from 'next';
import { Fragment, type ReactNode } from 'react';

import { UseCaseSlides } from '@/components/features/tokenized-rewards/use-case-slides';
import { CalculatorSection } from '@/components/features/universal-currency/calculator-section';
import { Band, Cards, CtaBand, Steps } from '@/components/page/blocks';
import { PageHeader } from '@/components/page/page-header';
import { Prose } from '@/components/page/prose';
import { PortableText } from '@/components/portable-text/portable-text';
import { Accordion } from '@/components/ui/accordion/accordion';
import { StepAccordion } from '@/components/ui/accordion/step-accordion';
import { ButtonLink } from '@/components/ui/button/button';
import type { PageBlock } from '@/lib/content';

import { LogoStrip } from './logo-strip';
import { StatList } from './stat-list';
import { TextWithMedia } from './text-with-media';

type Block<Type extends PageBlock['_type']> = Extract<PageBlock, { _type: Type }>;
type Renderers = { [Type in PageBlock['_type']]: (block: Block<Type>) => ReactNode };

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

/** Each block type's component. The words come from the block; layout and behaviour from code. */
const RENDERERS: Renderers = {
  pageHeader: (block) => (
    <PageHeader eyebrow={block.eyebrow} title={block.title} subtitle={block.subtitle} />
  ),
  textWithMedia: (block) =>
    block.image.asset ? (
      <TextWithMedia {...heading(block)} image={block.image} imageLeft={block.imageSide === 'left'}>
        <PortableText value={block.body} />
      </TextWithMedia>
    ) : null,
  richTextSection: (block) => (
    <Band {...heading(block)}>
      <Prose>
        <PortableText value={block.body} />
      </Prose>
    </Band>
  ),
  cardGrid: (block) => (
    <Band {...heading(block)}>
      <Cards
        columns={block.columns ?? 3}
        items={block.cards.map((card) => ({ title: card.title, body: card.body, icon: card.icon }))}
      />
    </Band>
  ),
  steps: (block) => (
    <Band {...heading(block)}>
      <Steps steps={block.steps} />
    </Band>
  ),
  stats: (block) => (
    <Band {...heading(block)}>
      <StatList stats={block.stats} />
    </Band>
  ),
  faqList: (block) => (
    <Band {...heading(block)}>
      <Accordion
        items={block.faqs.map((faq) => ({
          id: faq._id,
          title: faq.question,
          content: <p>{faq.answer}</p>,
        }))}
      />
    </Band>
  ),
  logoStrip: (block) => <LogoStrip title={block.title} names={block.names} tone={block.tone} />,
  ctaBand: (block) => (
    <CtaBand title={block.title} text={block.text}>
      {block.buttons.map((button, index) => (
        <ButtonLink
          key={button._key}
          href={button.href as Route}
          variant={index === 0 ? 'primary' : 'outline'}
          size="lg"
        >
          {button.label}
        </ButtonLink>
      ))}
    </CtaBand>
  ),
  rewardsCalculator: (block) => (
    <CalculatorSection eyebrow={block.eyebrow} title={block.title} tone={block.tone} />
  ),
  useCaseCarousel: (block) => (
    <Band {...heading(block)}>
      <UseCaseSlides cases={block.cases} />
    </Band>
  ),
  accordionSteps: (block) => (
    <Band {...heading(block)}>
      <StepAccordion
        steps={block.steps.map((step) => ({
          id: step._key,
          title: step.title,
          description: step.description,
          bullets: step.points ?? [],
        }))}
      />
    </Band>
  ),
};

function renderBlock(block: PageBlock): ReactNode {
  // A block type the studio has and this build does not (deployed in the other order) is skipped.
  const render = RENDERERS[block._type] as ((block: PageBlock) => ReactNode) | undefined;
  return render?.(block) ?? null;
}

/** A page built in the studio: its blocks, top to bottom. */
export function PageBlocks({ blocks }: { blocks: PageBlock[] }) {
  return blocks.map((block) => <Fragment key={block._key}>{renderBlock(block)}</Fragment>);
}
