import styled from 'styled-components';

import { cardSurface, wholeCardLink } from '@/components/ui/card/card-styles';
import { hoverLift } from '@/components/ui/hover-lift/hover-lift';
import { Link } from '@/components/ui/link/link';
import type { JobPostingSummary } from '@/lib/content';
import { formatDate } from '@/lib/format';
import { theme } from '@/styles/tokens';

import { postingFacts } from './posting-facts';

const List = styled.ul`
  display: grid;
  gap: ${theme.space[4]};
  max-width: 48rem;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  position: relative;
  display: grid;
  gap: ${theme.space[2]};
  ${cardSurface}
  ${hoverLift('3px')}
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

const Closing = styled.p`
  font-size: ${theme.text.sm};
  font-weight: ${theme.weight.semibold};
  && {
    color: ${theme.color.primary};
  }
`;

/** The open postings; the whole card opens the posting. */
export function JobList({ postings }: { postings: JobPostingSummary[] }) {
  return (
    <List>
      {postings.map((posting) => (
        <Card key={posting._id}>
          <h2>
            <TitleLink href={`/jobs/${posting.slug}`}>{posting.title}</TitleLink>
          </h2>
          <p>{postingFacts(posting).join(' · ')}</p>
          <Closing>
            Apply by <time dateTime={posting.closingDate}>{formatDate(posting.closingDate)}</time>
          </Closing>
        </Card>
      ))}
    </List>
  );
}
