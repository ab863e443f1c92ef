import { describe, expect, it } from 'vitest';

import { cardGridExample } from '@brp/blocks/card-grid/example';
import { ctaBandExample } from '@brp/blocks/cta-band/example';
import { faqListExample } from '@brp/blocks/faq-list/example';
import { richTextSectionExample } from '@brp/blocks/rich-text-section/example';

import { blockValues } from './block-values';

describe('a block as components use it', () => {
  it('drops a link whose target is unsafe from its list, and keeps the others', () => {
    const [first, second] = ctaBandExample.buttons;
    const block = blockValues({
      ...ctaBandExample,
      buttons: [first!, { ...second!, href: 'javascript:alert(1)' }],
    });
    expect(block).toMatchObject({ buttons: [{ label: first!.label, href: first!.href }] });
    expect(JSON.stringify(block)).not.toContain('javascript:');
  });

  it('unsets a closing link whose target is unsafe', () => {
    const block = blockValues({
      ...cardGridExample,
      link: { label: 'More', href: 'data:text/html,<script>alert(1)</script>' },
    });
    expect(block).not.toHaveProperty('link');
  });

  it('leaves a deleted question (a null reference) out of its list', () => {
    // Typegen types a dereferenced question as present; the Content Lake answers null once deleted.
    const faqs = [null, ...(faqListExample.faqs ?? [])] as typeof faqListExample.faqs;
    const block = blockValues({ ...faqListExample, faqs });
    expect(block).toMatchObject({ faqs: faqListExample.faqs });
  });

  it('leaves rich text whole: its renderer checks its own links', () => {
    expect(blockValues(richTextSectionExample)).toEqual(richTextSectionExample);
  });
});
