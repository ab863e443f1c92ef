import { Band } from '@/components/page/blocks';
import { Prose } from '@/components/page/prose';
import { PortableText } from '@/components/portable-text/portable-text';
import { Container, Section } from '@/components/ui/section/section';

import { type Block, type OnPage, sectionHeading } from '../shared/block';

/** The rich-text block: a titled band, or running text (a policy) named by the page's title. */
export function RichTextSectionBlock({
  block,
  page,
}: {
  block: Block<'richTextSection'>;
  page: OnPage;
}) {
  const prose = (
    <Prose>
      <PortableText value={block.body} />
    </Prose>
  );
  return block.title ? (
    <Band {...sectionHeading({ ...block, title: block.title })}>{prose}</Band>
  ) : (
    // Running text under the page's header, such as a policy: shown at once, no reveal.
    <Section $tone={block.tone} aria-label={page.title}>
      <Container>{prose}</Container>
    </Section>
  );
}
