import { TIMINGS } from '@brp/core/constants';
import styled, { keyframes } from 'styled-components';

import { media, theme } from '@/styles/tokens';

/** Each name takes the same width, so the loop's length, and so its speed, is known here. */
const ITEM_WIDTH_PX = 176;

const slide = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const Root = styled.div`
  margin-top: ${theme.space[16]};
  padding-top: ${theme.space[8]};
  border-top: 1px solid ${theme.color.nightBorder};
`;

const Label = styled.p`
  margin-bottom: ${theme.space[4]};
  text-align: center;
  font-size: ${theme.text.sm};
  font-weight: ${theme.weight.semibold};
  color: ${theme.color.onNightMuted};
`;

const Viewport = styled.div`
  overflow: hidden;
  mask-image: linear-gradient(90deg, transparent, black 12%, black 88%, transparent);
  ${media.reducedMotion} {
    mask-image: none;
  }
`;

const Track = styled.div<{ $seconds: number; $count: number }>`
  display: flex;
  width: max-content;
  animation: ${slide} ${({ $seconds }) => $seconds}s linear infinite;
  &:hover {
    animation-play-state: paused;
  }
  ul {
    display: flex;
    list-style: none;
  }
  li {
    width: ${ITEM_WIDTH_PX}px;
    text-align: center;
    font-size: ${theme.text.xl};
    font-weight: ${theme.weight.heavy};
    letter-spacing: -0.01em;
    color: ${theme.color.onNightSubtle};
  }
  /* Standing still, the names wrap in rows of equal length (no name left alone on a row): at most
     half of them, rounded up, to a row. */
  ${media.reducedMotion} {
    animation: none;
    justify-content: center;
    width: auto;
    ul[aria-hidden='true'] {
      display: none;
    }
    ul {
      flex-wrap: wrap;
      justify-content: center;
      max-width: ${({ $count }) => Math.ceil($count / 2) * ITEM_WIDTH_PX}px;
    }
  }
`;

/**
 * The partner platforms, drifting right to left at the spec's speed of 40 px per second; still
 * under reduced motion, paused on hover. The second copy only closes the loop, so it is hidden
 * from assistive technology.
 */
export function PartnerMarquee({ platforms }: { platforms: string[] }) {
  const seconds = (platforms.length * ITEM_WIDTH_PX) / TIMINGS.marqueeSpeedPxPerSecond;
  return (
    <Root>
      <Label>Connects with the point-of-sale and payment platforms merchants already use</Label>
      <Viewport>
        <Track $seconds={seconds} $count={platforms.length}>
          <ul aria-label="Partner platforms">
            {platforms.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          <ul aria-hidden="true">
            {platforms.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </Track>
      </Viewport>
    </Root>
  );
}
