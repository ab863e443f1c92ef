import { WaitlistForm } from '@/components/forms/waitlist-form';
import { emailConfig, geoEndpoint } from '@/lib/env';
import { emailTarget } from '@/lib/forms/deliver-email';

import type { Block } from '../shared/block';
import { WaitlistSection } from './waitlist-section';

/** The waitlist block (#waitlist, one per page): its words (its eyebrow the launch label unless
 * it has its own); the form and what it sends are code's. */
export function WaitlistBlock({ block }: { block: Block<'waitlist'> }) {
  return (
    <WaitlistSection eyebrow={block.eyebrow} title={block.title} lead={block.lead}>
      <WaitlistForm email={emailTarget(emailConfig, 'waitlist')} geoEndpoint={geoEndpoint} />
    </WaitlistSection>
  );
}
