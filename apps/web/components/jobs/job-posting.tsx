import styled from 'styled-components';

import { backLinkStyles } from '@/components/page/back-link-styles';
import { Prose } from '@/components/page/prose';
import { PortableText } from '@/components/portable-text/portable-text';
import { Link } from '@/components/ui/link/link';
import { Container } from '@/components/ui/section/section';
import type { JobPosting as Posting } from '@/lib/content';
import { formatDate } from '@/lib/format';
import { media, theme } from '@/styles/tokens';

import { postingFacts } from './posting-facts';

const Header = styled.header`
  display: grid;
  gap: ${theme.space[4]};
  max-width: ${theme.size.prose};
  margin: 0 auto;
  padding: ${theme.space[10]} 0 ${theme.space[8]};
  h1 {
    font-size: ${theme.text.h1};
  }
  p {
    font-size: ${theme.text.lg};
    color: ${theme.color.inkMuted};
  }
`;

const Back = styled(Link)`
  justify-self: start;
  ${backLinkStyles}
`;

const Closing = styled.p`
  && {
    font-size: ${theme.text.md};
    font-weight: ${theme.weight.semibold};
    color: ${theme.color.primary};
  }
`;

const Apply = styled.section`
  max-width: ${theme.size.prose};
  margin: ${theme.space[12]} auto ${theme.space[20]};
  padding: ${theme.space[6]};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceTint};
  h2 {
    margin-bottom: ${theme.space[3]};
    font-size: ${theme.text.h3};
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

/** A job posting's page: the way back, its title and facts, the description and how to apply. */
export function JobPosting({ posting }: { posting: Posting }) {
  return (
    <article>
      <Container>
        <Header>
          <Back href="/jobs">
            <span aria-hidden="true">←</span> All jobs
          </Back>
          <h1>{posting.title}</h1>
          <p>{postingFacts(posting).join(' · ')}</p>
          <Closing>
            Apply by <time dateTime={posting.closingDate}>{formatDate(posting.closingDate)}</time>
          </Closing>
        </Header>
        <Prose>
          <PortableText value={posting.description} />
        </Prose>
        <Apply aria-labelledby="apply-title">
          <h2 id="apply-title">How to apply</h2>
          <PortableText value={posting.howToApply} />
        </Apply>
      </Container>
    </article>
  );
}
