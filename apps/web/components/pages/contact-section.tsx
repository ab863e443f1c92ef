import { ContactForm } from '@/components/forms/contact-form';
import { Panel } from '@/components/ui/panel/panel';
import { Container, Section, SectionHeader } from '@/components/ui/section/section';
import type { SiteSettings } from '@/lib/content';
import type { EmailTarget } from '@/lib/forms/deliver-email';

/** /support/contact: the heading and the contact form on its panel. */
export function ContactSection({
  email,
  text,
}: {
  email: EmailTarget;
  text: SiteSettings['contactPage'];
}) {
  return (
    <Section $tone="tint" aria-labelledby="contact-title">
      <Container>
        <SectionHeader
          titleId="contact-title"
          eyebrow={text.eyebrow}
          level={1}
          title={text.title}
          lead={text.lead}
        />
        <Panel>
          <ContactForm email={email} />
        </Panel>
      </Container>
    </Section>
  );
}
