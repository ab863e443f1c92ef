import type { ReactNode } from 'react';
import styled from 'styled-components';

import { Container, Section, SectionHeader } from '@/components/ui/section/section';
import { theme } from '@/styles/tokens';

const Panel = styled.div`
  max-width: 44rem;
  margin: 0 auto;
  padding: ${theme.space[8]} ${theme.space[6]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.xl};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.lg};
`;

/** #waitlist: the signup, framed. The form itself is a client component passed in. */
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
