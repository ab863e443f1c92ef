import { TIMINGS } from '@brp/core/constants';
import styled, { css, keyframes } from 'styled-components';

import { goldPill } from '@/components/ui/card/card-styles';
import { Container } from '@/components/ui/section/section';
import { raisedPanel } from '@/components/ui/panel/panel';
import { media, theme } from '@/styles/tokens';

import {
  type Announcement,
  AnnouncementCarousel,
  AnnouncementDot,
  AnnouncementProgress,
  AnnouncementSlide,
  AnnouncementSlides,
  AnnouncementStep,
  AnnouncementToggle,
} from './announcement-carousel';

const fill = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(1); }
`;

const Band = styled.div`
  position: relative;
  z-index: ${theme.z.raised};
  margin-top: calc(-1 * ${theme.space[10]});
`;

// The carousel's parts. Those that need its state wrap a client leaf (styled(Leaf)), which adds
// that state to its own element as attributes (data-active, data-paused, aria-current).

const Carousel = styled(AnnouncementCarousel)`
  display: grid;
  gap: ${theme.space[4]};
  padding: ${theme.space[6]} ${theme.space[6]} ${theme.space[4]};
  ${raisedPanel}
  ${media.md} {
    padding: ${theme.space[8]} ${theme.space[10]} ${theme.space[5]};
  }
`;

const Slides = styled(AnnouncementSlides)`
  display: grid;
`;

const Slide = styled(AnnouncementSlide)`
  grid-area: 1 / 1;
  display: grid;
  gap: ${theme.space[2]};
  align-content: start;
  opacity: 0;
  transform: translateY(8px);
  transition:
    opacity ${theme.motion.slow} ease,
    transform ${theme.motion.slow} ${theme.motion.ease};
  &[data-active='true'] {
    opacity: 1;
    transform: none;
  }
`;

const Title = styled.p`
  font-size: ${theme.text.h3};
  font-weight: ${theme.weight.heavy};
  letter-spacing: -0.01em;
  &::before {
    content: 'New';
    display: inline-block;
    margin-right: ${theme.space[3]};
    ${goldPill}
    letter-spacing: 0.06em;
    text-transform: uppercase;
    vertical-align: middle;
  }
`;

const Description = styled.p`
  color: ${theme.color.inkMuted};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;

const Progress = styled.span`
  flex: 1 0 100%;
  height: 3px;
  overflow: hidden;
  border-radius: 3px;
  background: ${theme.color.border};
  margin-bottom: ${theme.space[2]};
`;

const ProgressBar = styled(AnnouncementProgress)`
  display: block;
  height: 100%;
  background: linear-gradient(90deg, ${theme.color.primary}, ${theme.color.accent});
  transform-origin: left;
  animation-name: ${fill};
  animation-timing-function: linear;
  animation-fill-mode: forwards;
  &[data-paused='true'] {
    animation-play-state: paused;
  }
`;

const control = css`
  display: inline-grid;
  place-items: center;
  min-width: ${theme.size.tap};
  height: ${theme.size.tap};
  padding: 0 ${theme.space[3]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  font-size: ${theme.text.sm};
  font-weight: ${theme.weight.semibold};
  cursor: pointer;
  &:hover {
    border-color: ${theme.color.borderStrong};
  }
`;

/** Previous and next: wide screens only; small screens have the dots. */
const Step = styled(AnnouncementStep)`
  ${control}
  font-size: ${theme.text.xl};
  line-height: 1;
  display: none;
  ${media.md} {
    display: inline-grid;
  }
`;

const Toggle = styled(AnnouncementToggle)`
  ${control}
  margin-left: auto;
`;

const Dots = styled.div`
  display: flex;
  gap: ${theme.space[1]};
  ${media.md} {
    display: none;
  }
`;

const Dot = styled(AnnouncementDot)`
  width: ${theme.size.tap};
  height: ${theme.size.tap};
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: 10px;
    height: 10px;
    margin: auto;
    border-radius: 50%;
    /* No transition: width and colour animate on the main thread (layout and paint every frame,
       at every turn of the carousel), where a dot's 150 ms morph is not worth a phone's time. */
    background: ${theme.color.borderStrong};
  }
  &[aria-current='true']::before {
    width: 24px;
    border-radius: 5px;
    background: ${theme.color.primary};
  }
`;

/** The announcements carousel, overlapping the foot of the hero; `label` names its region. */
export function Announcements({
  label,
  announcements,
}: {
  label: string;
  announcements: Announcement[];
}) {
  const count = announcements.length;
  if (count === 0) return null;
  return (
    <Band>
      <Container>
        {/* A region, not a <section>: the slides' titles are not headings, and a section wants one. */}
        <Carousel count={count} role="region" aria-roledescription="carousel" aria-label={label}>
          <Slides aria-atomic="false">
            {announcements.map((announcement, position) => (
              <Slide
                key={announcement._id}
                position={position}
                role="group"
                aria-roledescription="slide"
                aria-label={`${position + 1} of ${count}`}
              >
                <Title>{announcement.title}</Title>
                <Description>{announcement.description}</Description>
              </Slide>
            ))}
          </Slides>
          {count > 1 ? (
            <Controls>
              <Progress aria-hidden="true">
                <ProgressBar style={{ animationDuration: `${TIMINGS.carouselIntervalMs}ms` }} />
              </Progress>
              <Step type="button" step={-1}>
                <span aria-hidden="true">‹</span>
                <span className="visually-hidden">Previous announcement</span>
              </Step>
              <Dots>
                {announcements.map((announcement, position) => (
                  <Dot
                    key={announcement._id}
                    type="button"
                    position={position}
                    aria-label={`Show announcement ${position + 1}: ${announcement.title}`}
                  />
                ))}
              </Dots>
              <Step type="button" step={1}>
                <span aria-hidden="true">›</span>
                <span className="visually-hidden">Next announcement</span>
              </Step>
              <Toggle type="button">
                <span className="visually-hidden">announcements</span>
              </Toggle>
            </Controls>
          ) : null}
        </Carousel>
      </Container>
    </Band>
  );
}
