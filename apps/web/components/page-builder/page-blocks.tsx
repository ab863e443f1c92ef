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
import { BandLink } from '@/components/ui/band-link/band-link';
import { ButtonLink } from '@/components/ui/button/button';
import { ButtonRow } from '@/components/ui/button-row/button-row';
import { Container, Section } from '@/components/ui/section/section';
import type { PageBlock } from '@/lib/content';

import { CodeSnippets } from './code-snippets';
import { ComingSoon } from './coming-soon';
import { EndpointList } from './endpoint-list';
import { LinkCards } from './link-cards';
import { LogoStrip } from './logo-strip';
import { PlatformGroups } from './platform-groups';
import { StatList } from './stat-list';
import { TeamList } from './team-list';
import { TextWithMedia } from './text-with-media';

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

/** Each block type's component. The words come from the block; layout and behaviour from code. */
const RENDERERS: Renderers = {
  pageHeader: (block) => {
    const buttons = (block.buttons ?? []).map((button) => (
      <ButtonLink key={button._key} href={button.href as Route} variant={button.look ?? 'primary'}>
        {button.label}
      </ButtonLink>
    ));
    return (
      <PageHeader eyebrow={block.eyebrow} title={block.title} subtitle={block.subtitle}>
        {buttons.length > 1 ? <ButtonRow>{buttons}</ButtonRow> : buttons}
      </PageHeader>
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
  cardGrid: (block) => (
    <Band {...heading(block)}>
      <Cards
        columns={block.columns ?? 3}
        items={block.cards.map((card) => ({ title: card.title, body: card.body, icon: card.icon }))}
      />
      {block.link ? <BandLink href={block.link.href as Route}>{block.link.label}</BandLink> : null}
    </Band>
  ),
  linkCards: (block) => (
    <Band {...heading(block)}>
      <LinkCards cards={block.cards} />
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
    <Band id={block.anchor} {...heading(block)}>
      <Accordion
        items={(block.faqs ?? []).map((faq) => ({
          id: faq._id,
          title: faq.question,
          content: <p>{faq.answer}</p>,
        }))}
      />
    </Band>
  ),
  platformGroups: (block) => (
    <Band {...heading(block)}>
      <PlatformGroups groups={block.groups} />
    </Band>
  ),
  team: (block) => (
    <Band {...heading(block)}>
      <TeamList members={block.members} />
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
  codeSnippets: (block) => (
    <Band {...heading(block)}>
      <CodeSnippets snippets={block.snippets} />
    </Band>
  ),
  endpoints: (block) => (
    <Band {...heading(block)}>
      <EndpointList endpoints={block.endpoints} note={block.note} />
    </Band>
  ),
  comingSoon: (block) => (
    <Band {...heading(block)}>
      <ComingSoon text={block.text} buttonLabel={block.buttonLabel} tooltip={block.tooltip} />
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
