import styled from 'styled-components';

import { theme } from '@/styles/tokens';

import {
  type UseCase,
  UseCaseCarousel,
  UseCasePosition,
  UseCaseSlide,
  UseCaseStep,
  UseCaseText,
} from './carousel-state';

const Carousel = styled(UseCaseCarousel)`
  display: grid;
  gap: ${theme.space[5]};
  max-width: 44rem;
  margin: 0 auto;
`;

const Slide = styled(UseCaseSlide)`
  display: grid;
  gap: ${theme.space[3]};
  min-height: 12rem;
  padding: ${theme.space[8]};
  border-radius: ${theme.radius.xl};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.md};
`;

const SlideTag = styled.p`
  font-size: ${theme.text.sm};
  font-weight: ${theme.weight.bold};
  color: ${theme.color.primary};
`;

const SlideTitle = styled.h3`
  font-size: ${theme.text.h3};
`;

const SlideBody = styled.p`
  color: ${theme.color.inkMuted};
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Position = styled.p`
  font-weight: ${theme.weight.semibold};
  color: ${theme.color.inkMuted};
`;

const Step = styled(UseCaseStep)`
  min-height: ${theme.size.tap};
  padding: 0 ${theme.space[5]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  font-weight: ${theme.weight.semibold};
  cursor: pointer;
  &:hover {
    border-color: ${theme.color.borderStrong};
  }
`;

/** The use cases one at a time, with previous and next: the Tokenized Rewards page's, or a page block's. */
export function UseCaseSlides({ cases }: { cases: UseCase[] }) {
  return (
    <Carousel cases={cases}>
      <Slide>
        <SlideTag>
          <UseCaseText field="tag" />
        </SlideTag>
        <SlideTitle>
          <UseCaseText field="title" />
        </SlideTitle>
        <SlideBody>
          <UseCaseText field="body" />
        </SlideBody>
      </Slide>
      <Controls>
        <Step step={-1}>
          <span aria-hidden="true">←</span> Previous
          <span className="visually-hidden"> use case</span>
        </Step>
        <Position aria-hidden="true">
          <UseCasePosition />
        </Position>
        <Step step={1}>
          Next<span className="visually-hidden"> use case</span> <span aria-hidden="true">→</span>
        </Step>
      </Controls>
    </Carousel>
  );
}
