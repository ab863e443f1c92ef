import type { Block } from '../types';

/** A team block as an editor fills it in (the seed's /about page has one like it). */
export const teamExample: Block<'team'> = {
  _type: 'team',
  _key: 'team',
  tone: 'light',
  eyebrow: 'Team',
  title: 'The people behind it',
  members: [
    {
      _key: 'maya',
      name: 'Maya Chen',
      initials: 'MC',
      role: 'Founder & CEO',
      bio: [
        {
          _type: 'block',
          _key: 'p1',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _type: 'span',
              _key: 's1',
              text: 'Maya spent a decade building payment systems.',
              marks: [],
            },
          ],
        },
      ],
    },
  ],
};
