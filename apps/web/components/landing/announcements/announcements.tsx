import styled, { keyframes } from 'styled-components';

import { goldPill } from '@/components/ui/card/card-styles';
import { Container } from '@/components/ui/section/section';
import { raisedPanel } from '@/components/ui/panel/panel';
import { media, theme } from '@/styles/tokens';

import { type Announcement, AnnouncementCarousel } from './announcement-carousel';

const fill = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(1); }
`;

const Band = styled.div`
  position: relative;
  z-index: ${theme.z.raised};
  margin-top: calc(-1 * ${theme.space[10]});
`;

const Carousel = styled(AnnouncementCarousel)`
  display: grid;
  gap: ${theme.space[4]};
  padding: ${theme.space[6]} ${theme.space[6]} ${theme.space[4]};
  ${raisedPanel}
  ${media.md} {
    padding: ${theme.space[8]} ${theme.space[10]} ${theme.space[5]};
  }

  [data-part='slides'] {
    display: grid;
  }
  [data-part='slide'] {
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
  }
  [data-part='title'] {
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
  }
  [data-part='description'] {
    color: ${theme.color.inkMuted};
  }

  [data-part='controls'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[2]};
  }
  [data-part='progress'] {
    flex: 1 0 100%;
    height: 3px;
    overflow: hidden;
    border-radius: 3px;
    background: ${theme.color.border};
    margin-bottom: ${theme.space[2]};
  }
  [data-part='progress-bar'] {
    display: block;
    height: 100%;
    background: linear-gradient(90deg, ${theme.color.primary}, ${theme.color.accent});
    transform-origin: left;
    animation-name: ${fill};
    animation-timing-function: linear;
    animation-fill-mode: forwards;
  }
  &[data-paused='true'] [data-part='progress-bar'] {
    animation-play-state: paused;
  }

  [data-part='previous'],
  [data-part='next'],
  [data-part='toggle'] {
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
  }
  [data-part='previous'],
  [data-part='next'] {
    font-size: ${theme.text.xl};
    line-height: 1;
  }
  [data-part='previous'],
  [data-part='next'] {
    display: none;
    ${media.md} {
      display: inline-grid;
    }
  }
  [data-part='toggle'] {
    margin-left: auto;
  }

  [data-part='dots'] {
    display: flex;
    gap: ${theme.space[1]};
    ${media.md} {
      display: none;
    }
    button {
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
        background: ${theme.color.borderStrong};
        transition:
          width ${theme.motion.fast} ease,
          background ${theme.motion.fast} ease;
      }
      &[aria-current='true']::before {
        width: 24px;
        border-radius: 5px;
        background: ${theme.color.primary};
      }
    }
  }
`;

/** The announcements carousel, overlapping the foot of the hero. */
export function Announcements({ announcements }: { announcements: Announcement[] }) {
  if (announcements.length === 0) return null;
  return (
    <Band>
      <Container>
        <Carousel announcements={announcements} />
      </Container>
    </Band>
  );
}
