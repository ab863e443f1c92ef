import { WaitlistForm } from '@/components/forms/waitlist-form';
import { getSiteSettings } from '@/lib/content';
import { emailConfig, geoEndpoint } from '@/lib/env';
import { emailTarget } from '@/lib/forms/deliver-email';

import type { Block } from '../shared/block';
import { WaitlistSection } from './waitlist-section';

/** The waitlist block (#waitlist, one per page): its words; the form and what it sends are code's. */
export async function WaitlistBlock({ block }: { block: Block<'waitlist'> }) {
  const { launchLabel } = await getSiteSettings();
  return (
    <WaitlistSection eyebrow={block.eyebrow ?? launchLabel} title={block.title} lead={block.lead}>
      <WaitlistForm email={emailTarget(emailConfig, 'waitlist')} geoEndpoint={geoEndpoint} />
    </WaitlistSection>
  );
}
