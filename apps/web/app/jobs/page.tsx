import { JobList } from '@/components/jobs/job-list';
import { PageHeader } from '@/components/page/page-header';
import { Container, Section } from '@/components/ui/section/section';
import { getJobPostings, getSiteSettings } from '@/lib/content';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata({
  title: 'Jobs',
  description: 'Work with us on one rewards currency for neighbourhood merchants.',
  alternates: { canonical: '/jobs' },
});

export default async function JobsPage() {
  const [settings, postings] = await Promise.all([getSiteSettings(), getJobPostings()]);
  const email = (
    <a href={`mailto:${settings.contactEmail}?subject=${encodeURIComponent('Working with you')}`}>
      {settings.contactEmail}
    </a>
  );
  return (
    <>
      <PageHeader
        eyebrow="Jobs"
        title="Join the team"
        subtitle={
          postings.length ? (
            <>Our open positions are below. Not the role for you? Write to us at {email}.</>
          ) : (
            <>We have no open positions right now, but we would love to hear from you at {email}.</>
          )
        }
      />
      {postings.length ? (
        <Section $tone="light" aria-label="Open positions">
          <Container>
            <JobList postings={postings} />
          </Container>
        </Section>
      ) : null}
    </>
  );
}
