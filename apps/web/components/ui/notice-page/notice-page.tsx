import type { ReactNode } from 'react';

import { Panel } from '@/components/ui/panel/panel';
import { Container, Section, SectionHeader } from '@/components/ui/section/section';

/** The frame of a person's own pages (the waitlist's confirmation and status, a support
 * message's erase page): a heading on a panel. */
export function NoticePage({
  title,
  lead,
  eyebrow = 'Waitlist',
  children,
}: {
  title: string;
  lead?: string;
  /** The line above the title: what the page is part of. */
  eyebrow?: string;
  children?: ReactNode;
}) {
  return (
    <Section $tone="tint" aria-labelledby="notice-page-title">
      <Container>
        <SectionHeader
          titleId="notice-page-title"
          eyebrow={eyebrow}
          level={1}
          title={title}
          lead={lead}
        />
        {children ? <Panel>{children}</Panel> : null}
      </Container>
    </Section>
  );
}
