import styled from 'styled-components';

import { ContentImage } from '@/components/content-image/content-image';
import { wholeCardLink } from '@/components/ui/card/card-styles';
import { hoverLift } from '@/components/ui/hover-lift/hover-lift';
import { Link } from '@/components/ui/link/link';
import type { PostSummary } from '@/lib/content';
import { formatDate } from '@/lib/format';
import { theme } from '@/styles/tokens';

const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-rows: auto 1fr;
  overflow: hidden;
  height: 100%;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.xl};
  background: ${theme.color.surface};
  ${hoverLift('4px')}
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  align-content: start;
  padding: ${theme.space[6]};
  time {
    font-size: ${theme.text.sm};
    font-weight: ${theme.weight.semibold};
    color: ${theme.color.primary};
  }
  h2 {
    font-size: ${theme.text.h3};
    line-height: ${theme.leading.snug};
  }
  p {
    color: ${theme.color.inkMuted};
  }
`;

const TitleLink = styled(Link)`
  ${wholeCardLink('-3px')}
`;

const More = styled.span`
  font-weight: ${theme.weight.bold};
  color: ${theme.color.primary};
`;

/** A post in the blog list: the whole card opens the article. */
export function PostCard({ post, priority = false }: { post: PostSummary; priority?: boolean }) {
  return (
    <Card>
      <ContentImage
        image={post.mainImage}
        sizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw"
        aspectRatio={16 / 9}
        priority={priority}
      />
      <Body>
        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
        <h2>
          <TitleLink href={`/blog/${post.slug}`}>{post.title}</TitleLink>
        </h2>
        <p>{post.excerpt}</p>
        <More aria-hidden="true">Read article →</More>
      </Body>
    </Card>
  );
}
