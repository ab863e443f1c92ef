import type { Block } from '../types';

/** A richTextSection block as the seed's page-about has it. */
export const richTextSectionExample: Block<'richTextSection'> = {
  _type: 'richTextSection',
  _key: 'mission',
  tone: 'light',
  eyebrow: 'Our mission',
  title: 'Keep neighbourhood spending in the neighbourhood',
  body: [
    {
      _type: 'block',
      _key: 'p2',
      style: 'normal',
      markDefs: [],
      children: [
        {
          _type: 'span',
          _key: 's1',
          text: 'Independent shops give a street its character, yet their loyalty programmes are paper cards that get lost and points nobody can spend anywhere else. Big chains win on rewards simply because they are big.',
          marks: [],
        },
      ],
    },
    {
      _type: 'block',
      _key: 'p6',
      style: 'normal',
      markDefs: [],
      children: [
        {
          _type: 'span',
          _key: 's3',
          text: 'We started in ',
          marks: [],
        },
        {
          _type: 'span',
          _key: 's4',
          text: '2024',
          marks: [],
        },
        {
          _type: 'span',
          _key: 's5',
          text: ' with a simple idea: if every local merchant shared one rewards currency, a point earned at the bakery would be worth something at the bookshop next door, and every shop on the street would help the others keep their regulars. Keeping those rewards as tokens means customers truly own them.',
          marks: [],
        },
      ],
    },
    {
      _type: 'block',
      _key: 'p11',
      style: 'normal',
      markDefs: [],
      children: [
        {
          _type: 'span',
          _key: 's7',
          text: 'Since then we have built the wallet, the point-of-sale integrations and the merchant tools, together with the shop owners who will run the first neighbourhood pilot in',
          marks: [],
        },
        {
          _type: 'span',
          _key: 's8',
          text: ' ',
          marks: [],
        },
        {
          _type: 'span',
          _key: 's9',
          text: 'Q1 2026',
          marks: [],
        },
        {
          _type: 'span',
          _key: 's10',
          text: '.',
          marks: [],
        },
      ],
    },
  ],
};
