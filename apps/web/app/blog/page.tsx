import styled from 'styled-components';

import { PostCard } from '@/components/blog/post-card';
import { PageHeader } from '@/components/page/page-header';
import { ButtonLink } from '@/components/ui/button/button';
import { Container, Section } from '@/components/ui/section/section';
import { getPosts, getSiteSettings } from '@/lib/content';
import { waitlistHref } from '@/lib/browser/waitlist-intent';
import { BLOG_FEED } from '@/lib/rss';
import { media, theme } from '@/styles/tokens';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata({
  title: 'Blog',
  description:
    'Insights on loyalty, local growth and keeping rewards safe, from the team building one rewards currency for neighbourhoods.',
  alternates: { canonical: '/blog', types: BLOG_FEED },
});

const Grid = styled.ul`
  display: grid;
  gap: ${theme.space[6]};
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;

export default async function BlogPage() {
  const [posts, settings] = await Promise.all([getPosts(), getSiteSettings()]);
  return (
    <>
      <PageHeader
        eyebrow="Blog"
        title="Insights for local loyalty"
        subtitle="What keeps customers coming back, what it does for local businesses, and how to keep rewards safe."
      >
        <Actions>
          <ButtonLink
            href={`mailto:${settings.contactEmail}?subject=${encodeURIComponent('Story for the blog')}`}
            size="md"
          >
            Submit a Story
          </ButtonLink>
          <ButtonLink href={waitlistHref('user')} variant="secondary" size="md">
            Subscribe to Updates
          </ButtonLink>
        </Actions>
      </PageHeader>
      <Section $tone="light" aria-label="Posts">
        <Container>
          <Grid>
            {posts.map((post, position) => (
              <li key={post._id}>
                <PostCard post={post} priority={position === 0} />
              </li>
            ))}
          </Grid>
        </Container>
      </Section>
    </>
  );
}
