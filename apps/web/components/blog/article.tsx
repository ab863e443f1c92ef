import styled from 'styled-components';

import { ContentImage } from '@/components/content-image/content-image';
import { backLinkStyles } from '@/components/page/back-link-styles';
import { Prose } from '@/components/page/prose';
import { PortableText } from '@/components/portable-text/portable-text';
import { Link } from '@/components/ui/link/link';
import { Container } from '@/components/ui/section/section';
import type { Post } from '@/lib/content';
import { formatDate } from '@/lib/format';
import { media, theme } from '@/styles/tokens';

const Header = styled.header`
  display: grid;
  gap: ${theme.space[4]};
  max-width: ${theme.size.prose};
  margin: 0 auto;
  padding: ${theme.space[10]} 0 ${theme.space[8]};
  time {
    font-weight: ${theme.weight.semibold};
    color: ${theme.color.primary};
  }
  h1 {
    font-size: ${theme.text.h1};
  }
  p {
    font-size: ${theme.text.xl};
    color: ${theme.color.inkMuted};
  }
`;

const Back = styled(Link)`
  justify-self: start;
  ${backLinkStyles}
`;

const Hero = styled.div`
  max-width: 64rem;
  margin: 0 auto ${theme.space[12]};
  img {
    width: 100%;
    height: auto;
    border-radius: ${theme.radius.xl};
    box-shadow: ${theme.shadow.lg};
  }
`;

const References = styled.aside`
  max-width: ${theme.size.prose};
  margin: ${theme.space[16]} auto ${theme.space[20]};
  padding: ${theme.space[6]};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceMuted};
  font-size: ${theme.text.sm};
  color: ${theme.color.inkMuted};
  h2 {
    margin-bottom: ${theme.space[3]};
    font-size: ${theme.text.md};
    color: ${theme.color.ink};
  }
  p + p {
    margin-top: ${theme.space[2]};
  }
  a {
    color: ${theme.color.primary};
    font-weight: ${theme.weight.semibold};
  }
  ${media.md} {
    padding: ${theme.space[8]};
  }
`;

/** A blog article: the way back, its date and title, the hero image, the body and its references. */
export function Article({ post }: { post: Post }) {
  return (
    <article>
      <Container>
        <Header>
          <Back href="/blog">
            <span aria-hidden="true">←</span> Back to Blog
          </Back>
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
          <h1>{post.title}</h1>
          <p>{post.excerpt}</p>
        </Header>
        <Hero>
          <ContentImage image={post.mainImage} sizes="(min-width: 1100px) 1024px, 100vw" priority />
        </Hero>
        <Prose>
          <PortableText value={post.body} />
        </Prose>
        {post.references ? (
          <References aria-labelledby="references-title">
            <h2 id="references-title">References</h2>
            <PortableText value={post.references} />
          </References>
        ) : null}
      </Container>
    </article>
  );
}
