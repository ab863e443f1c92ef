import type { ReactNode } from 'react';

import { Panel } from '@/components/ui/panel/panel';
import { Container, Section, SectionHeader } from '@/components/ui/section/section';

/** #waitlist: the signup, framed. The form itself is passed in. */
export function WaitlistSection({
  launchLabel,
  children,
}: {
  launchLabel: string;
  children: ReactNode;
}) {
  return (
    <Section id="waitlist" $tone="muted" aria-labelledby="waitlist-title">
      <Container>
        <SectionHeader
          titleId="waitlist-title"
          eyebrow={launchLabel}
          title="Join the waitlist"
          lead="Be first in line when the pilot opens in your neighbourhood, as a shopper or as a merchant."
        />
        <Panel>{children}</Panel>
      </Container>
    </Section>
  );
}
