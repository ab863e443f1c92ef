import type { Block } from '../types';

/** A textWithMedia block as the seed's page-pilot has it, its image as the query reads it. */
export const textWithMediaExample: Block<'textWithMedia'> = {
  _type: 'textWithMedia',
  _key: 'why',
  tone: 'muted',
  eyebrow: 'Why a street',
  title: 'Loyalty that helps the whole street',
  body: [
    {
      _type: 'block',
      _key: 'b1',
      style: 'normal',
      markDefs: [],
      children: [
        {
          _type: 'span',
          _key: 'b1s',
          text: 'A point earned at the bakery is worth the same at the bookshop next door, so every shop on the street helps the others keep their regulars.',
          marks: [],
        },
      ],
    },
    {
      _type: 'block',
      _key: 'b2',
      style: 'normal',
      markDefs: [],
      children: [
        {
          _type: 'span',
          _key: 'b2s',
          text: 'The pilot starts with one neighbourhood, so we can learn with its merchants before we open the next.',
          marks: [],
        },
      ],
    },
  ],
  image: {
    alt: 'Bar chart trending upward next to a stack of reward coins',
    caption: null,
    crop: null,
    hotspot: null,
    asset: {
      _id: 'image-16d7b4251f0427b5b1b19b76bb926c21db00aac7-1200x675-jpg',
      url: '/seed-images/growth-figure-1200x675.jpg',
      width: 1200,
      height: 675,
    },
  },
  imageSide: 'right',
};
