import { PageHeader } from '@/components/page/page-header';
import { SupportCards, SupportFaq, SupportTickets } from '@/components/pages/support-sections';
import { getFaqs } from '@/lib/content';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata({
  title: 'Support',
  description: 'Developer docs, answers to common questions, and a way to reach our team.',
  alternates: { canonical: '/support' },
});

export default async function SupportPage() {
  const faqs = await getFaqs('support');
  return (
    <>
      <PageHeader
        eyebrow="Support"
        title="Support"
        subtitle="Everything you need, whether you shop, sell or build on the network."
      />
      <SupportCards />
      <SupportFaq faqs={faqs} />
      <SupportTickets />
    </>
  );
}
