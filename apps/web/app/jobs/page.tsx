import type { ReactNode } from 'react';

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

/** The editors' line with the contact address as a link where they wrote `{email}`. */
function withEmail(line: string, email: ReactNode): ReactNode {
  const [before, ...after] = line.split('{email}');
  return after.length ? (
    <>
      {before}
      {email}
      {after.join('{email}')}
    </>
  ) : (
    line
  );
}

export default async function JobsPage() {
  const [settings, postings] = await Promise.all([getSiteSettings(), getJobPostings()]);
  const email = (
    <a href={`mailto:${settings.contactEmail}?subject=${encodeURIComponent('Working with you')}`}>
      {settings.contactEmail}
    </a>
  );
  const { eyebrow, title, openLine, noneLine } = settings.jobsPage;
  return (
    <>
      <PageHeader
        eyebrow={eyebrow}
        title={title}
        subtitle={withEmail(postings.length ? openLine : noneLine, email)}
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
