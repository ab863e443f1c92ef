import type { Metadata, ResolvingMetadata } from 'next';
import { notFound } from 'next/navigation';

import { JobPosting } from '@/components/jobs/job-posting';
import { postingFacts } from '@/components/jobs/posting-facts';
import { JsonLd } from '@/components/seo/json-ld';
import { getJobPosting, getJobPostingSlugs, getSiteSettings } from '@/lib/content';
import { withOpenGraphUrl } from '@/lib/page-metadata';
import { jobPostingJsonLd } from '@/lib/structured-data';

export async function generateStaticParams() {
  return (await getJobPostingSlugs()).map((slug) => ({ slug }));
}

export async function generateMetadata(
  { params }: PageProps<'/jobs/[slug]'>,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const { slug } = await params;
  const posting = await getJobPosting(slug, { published: true });
  if (!posting) return {};
  return withOpenGraphUrl(
    {
      title: `${posting.title} · Jobs`,
      description: `${posting.title}: ${postingFacts(posting).join(', ')}.`,
      alternates: { canonical: `/jobs/${slug}` },
    },
    parent,
  );
}

export default async function JobPostingPage({ params }: PageProps<'/jobs/[slug]'>) {
  const { slug } = await params;
  // The posting may be a draft (in an editor's preview); its JSON-LD is the published one's.
  const [posting, publishedPosting, settings] = await Promise.all([
    getJobPosting(slug),
    getJobPosting(slug, { published: true }),
    getSiteSettings({ published: true }),
  ]);
  if (!posting) notFound();
  return (
    <>
      <JobPosting posting={posting} />
      {publishedPosting && <JsonLd data={jobPostingJsonLd(publishedPosting, settings)} />}
    </>
  );
}
