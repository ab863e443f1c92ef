import type { Block } from '../types';

/** A announcements block as the seed's landing page has it. */
export const announcementsExample: Block<'announcements'> = {
  _type: 'announcements',
  _key: 'announcements',
  title: 'Announcements',
};
