import type { ReactNode } from 'react';

import { Panel } from '@/components/ui/panel/panel';
import { Container, Section, SectionHeader } from '@/components/ui/section/section';

/** The frame of the waitlist's own pages (confirmation, status): a heading on a panel. */
export function WaitlistNotice({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <Section $tone="tint" aria-labelledby="waitlist-notice-title">
      <Container>
        <SectionHeader
          titleId="waitlist-notice-title"
          eyebrow="Waitlist"
          level={1}
          title={title}
          lead={lead}
        />
        {children ? <Panel>{children}</Panel> : null}
      </Container>
    </Section>
  );
}
