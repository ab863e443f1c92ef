import type { Block } from '../types';

/** A faqList block as the seed's page-support has it. */
export const faqListExample: Block<'faqList'> = {
  _type: 'faqList',
  _key: 'faq',
  tone: 'muted',
  eyebrow: 'FAQ',
  title: 'Frequently asked questions',
  source: 'list',
  list: 'support',
  anchor: 'faq',
  faqs: [
    {
      _id: 'faq-support-join',
      question: 'How do I join the pilot?',
      answer: 'Join the waitlist: we write when the pilot opens in your neighbourhood.',
    },
  ],
};
