import { CLAIMS } from '@brp/core/constants';
import styled from 'styled-components';

import { ContactForm } from '@/components/forms/forms';
import { Container, Section, SectionHeader } from '@/components/ui/section/section';
import { emailConfig } from '@/lib/env';
import { emailTarget } from '@/lib/forms/deliver-email';
import { theme } from '@/styles/tokens';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata({
  title: 'Contact support',
  description: `Questions about the pilot, your rewards or joining as a merchant? We reply within ${CLAIMS.supportReplyBusinessDays} business days.`,
  alternates: { canonical: '/support/contact' },
});

const Panel = styled.div`
  max-width: 44rem;
  margin: 0 auto;
  padding: ${theme.space[8]} ${theme.space[6]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.xl};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.lg};
`;

export default function ContactPage() {
  return (
    <Section $tone="tint" aria-labelledby="contact-title">
      <Container>
        <SectionHeader
          titleId="contact-title"
          eyebrow="Support"
          level={1}
          title="Contact support"
          lead={`Tell us what you need and a person from our team will reply within ${CLAIMS.supportReplyBusinessDays} business days.`}
        />
        <Panel>
          <ContactForm email={emailTarget(emailConfig, 'support')} />
        </Panel>
      </Container>
    </Section>
  );
}
