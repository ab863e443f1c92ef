import { PostGrid } from '@/components/blog/post-grid';
import { PageHeader } from '@/components/page/page-header';
import { ButtonLink } from '@/components/ui/button/button';
import { ButtonRow } from '@/components/ui/button-row/button-row';
import { Container, Section } from '@/components/ui/section/section';
import { getPosts, getSiteSettings } from '@/lib/content';
import { waitlistHref } from '@/lib/browser/waitlist-intent';
import { BLOG_FEED } from '@/lib/rss';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata({
  title: 'Blog',
  description:
    'Insights on loyalty, local growth and keeping rewards safe, from the team building one rewards currency for neighbourhoods.',
  alternates: { canonical: '/blog', types: BLOG_FEED },
});

export default async function BlogPage() {
  const [posts, settings] = await Promise.all([getPosts(), getSiteSettings()]);
  return (
    <>
      <PageHeader
        eyebrow="Blog"
        title="Insights for local loyalty"
        subtitle="What keeps customers coming back, what it does for local businesses, and how to keep rewards safe."
      >
        <ButtonRow>
          <ButtonLink
            href={`mailto:${settings.contactEmail}?subject=${encodeURIComponent('Story for the blog')}`}
            size="md"
          >
            Submit a Story
          </ButtonLink>
          <ButtonLink href={waitlistHref('user')} variant="secondary" size="md">
            Subscribe to Updates
          </ButtonLink>
        </ButtonRow>
      </PageHeader>
      <Section $tone="light" aria-label="Posts">
        <Container>
          <PostGrid posts={posts} />
        </Container>
      </Section>
    </>
  );
}
