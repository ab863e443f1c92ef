import { getAnnouncements } from '@/lib/content';

import type { Block } from '../shared/block';
import { Announcements } from './announcements-band';

/** The announcements block: the live announcements (edited under Announcements, scheduled there),
 * one at a time; nothing when none is live. */
export async function AnnouncementsBlock({ block }: { block: Block<'announcements'> }) {
  return <Announcements label={block.title} announcements={await getAnnouncements()} />;
}
