import type { Block } from '../types';

/** A linkCards block as the seed's page-support has it. */
export const linkCardsExample: Block<'linkCards'> = {
  _type: 'linkCards',
  _key: 'ways',
  tone: 'light',
  eyebrow: 'How can we help?',
  title: 'Find an answer or reach us',
  cards: [
    {
      _type: 'linkCard',
      _key: 'docs',
      title: 'Developer docs',
      body: 'Install the SDK and call the API.',
      href: '/api',
      icon: 'token',
    },
    {
      _type: 'linkCard',
      _key: 'faq',
      title: 'FAQ',
      body: 'Answers to the questions we hear most.',
      href: '/support#faq',
      icon: 'badge',
    },
    {
      _type: 'linkCard',
      _key: 'contact',
      title: 'Contact us',
      body: 'Write to a person on our team.',
      href: '/support/contact',
      icon: 'employees',
    },
  ],
};
