import { CLAIMS } from '@brp/core/constants';

import { ContactSection } from '@/components/pages/contact-section';
import { getSiteSettings } from '@/lib/content';
import { emailConfig } from '@/lib/env';
import { emailTarget } from '@/lib/forms/deliver-email';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata({
  title: 'Contact support',
  description: `Questions about the pilot, your rewards or joining as a merchant? We reply within ${CLAIMS.supportReplyBusinessDays} business days.`,
  alternates: { canonical: '/support/contact' },
});

export default async function ContactPage() {
  const { contactPage } = await getSiteSettings();
  return <ContactSection email={emailTarget(emailConfig, 'support')} text={contactPage} />;
}
