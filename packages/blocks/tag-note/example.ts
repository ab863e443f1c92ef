import type { Block } from '../types';

/** A tagNote block as the seed's page-employee-rewards has it. */
export const tagNoteExample: Block<'tagNote'> = {
  _type: 'tagNote',
  _key: 'hris',
  tone: 'muted',
  eyebrow: 'HRIS and LMS',
  title: 'Connects to the systems your people team uses',
  text: 'Sync employees and training results through our API or a simple CSV upload: no new accounts for your team to manage.',
  tagsLabel: 'Integrations',
  tags: [
    {
      _type: 'tag',
      _key: 'g1',
      label: 'Coursera for Business',
      soon: true,
    },
    {
      _type: 'tag',
      _key: 'g2',
      label: 'LinkedIn Learning',
      soon: true,
    },
    {
      _type: 'tag',
      _key: 'g3',
      label: 'Workday',
      soon: false,
    },
    {
      _type: 'tag',
      _key: 'g4',
      label: 'BambooHR',
      soon: false,
    },
    {
      _type: 'tag',
      _key: 'g5',
      label: 'Docebo Learning Academy',
      soon: false,
    },
  ],
};
