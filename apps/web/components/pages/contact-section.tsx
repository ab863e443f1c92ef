import { CLAIMS } from '@brp/core/constants';

import { ContactForm } from '@/components/forms/contact-form';
import { Panel } from '@/components/ui/panel/panel';
import { Container, Section, SectionHeader } from '@/components/ui/section/section';
import type { EmailTarget } from '@/lib/forms/deliver-email';

/** /support/contact: the heading and the contact form on its panel. */
export function ContactSection({ email }: { email: EmailTarget }) {
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
          <ContactForm email={email} />
        </Panel>
      </Container>
    </Section>
  );
}
