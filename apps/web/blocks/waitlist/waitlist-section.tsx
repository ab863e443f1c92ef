import type { ReactNode } from 'react';

import { Panel } from '@/components/ui/panel/panel';
import { Container, Section, SectionHeader } from '@/components/ui/section/section';

/** #waitlist: the signup, framed, under its heading (the launch label as its eyebrow unless the
 * block names one). The form itself is passed in. */
export function WaitlistSection({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string | null;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <Section id="waitlist" $tone="muted" aria-labelledby="waitlist-title">
      <Container>
        <SectionHeader
          titleId="waitlist-title"
          eyebrow={eyebrow ?? undefined}
          title={title}
          lead={lead}
        />
        <Panel>{children}</Panel>
      </Container>
    </Section>
  );
}
