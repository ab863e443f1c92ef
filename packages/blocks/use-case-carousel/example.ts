import type { Block } from '../types';

/** A useCaseCarousel block as the seed's page-pilot has it. */
export const useCaseCarouselExample: Block<'useCaseCarousel'> = {
  _type: 'useCaseCarousel',
  _key: 'stories',
  eyebrow: 'On the street',
  title: 'What the pilot makes possible',
  cases: [
    {
      _type: 'useCase',
      _key: 'u1',
      tag: 'Cafés',
      title: 'Coffee that pays for a book',
      body: "A regular's morning coffees add up to rewards she spends at the bookshop across the road.",
    },
    {
      _type: 'useCase',
      _key: 'u2',
      tag: 'Neighbourhoods',
      title: 'A street-wide challenge',
      body: 'Shops set a shared challenge, visit five local businesses this month, and everyone who completes it earns a badge.',
    },
  ],
  tone: 'light',
};
