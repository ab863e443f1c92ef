import { Band } from '@/components/page/blocks';

import { type Block, sectionHeading, closingLink } from '../shared/block';
import { Accordion } from '@/components/ui/accordion/accordion';

/** The faqList block: its heading, then what it holds. */
export function FaqListBlock({ block }: { block: Block<'faqList'> }) {
  return (
    <Band id={block.anchor} {...sectionHeading(block)}>
      <Accordion
        items={(block.faqs ?? []).map((faq) => ({
          id: faq._id,
          title: faq.question,
          content: <p>{faq.answer}</p>,
        }))}
      />
      {closingLink(block.link)}
    </Band>
  );
}
