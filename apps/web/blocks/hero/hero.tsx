import styled from 'styled-components';

import { Image } from '@/components/ui/image/image';
import { Container, Section } from '@/components/ui/section/section';
import { WaitlistButton } from '@/components/waitlist-cta/waitlist-button';
import { media, theme } from '@/styles/tokens';

import type { Block } from '../shared/block';
import { PartnerMarquee } from './partner-marquee';
import { VideoFacade, VideoPlay } from './video-facade';

const Root = styled(Section)`
  padding-top: calc(${theme.space.section} * 0.75);
  overflow: hidden;
  background:
    radial-gradient(60rem 30rem at 85% -10%, ${theme.glow.violetIntense}, transparent 60%),
    radial-gradient(40rem 24rem at -10% 110%, ${theme.glow.teal}, transparent 60%),
    ${theme.color.night};
`;

const Grid = styled.div`
  display: grid;
  gap: ${theme.space[12]};
  align-items: center;
  ${media.lg} {
    grid-template-columns: 1.05fr 1fr;
  }
`;

const Copy = styled.div`
  display: grid;
  gap: ${theme.space[6]};
  justify-items: start;
`;

const Badge = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[1]} ${theme.space[4]};
  border: 1px solid ${theme.color.nightBorder};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.nightRaised};
  color: ${theme.color.accentBright};
  font-size: ${theme.text.sm};
  font-weight: ${theme.weight.bold};
  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: ${theme.color.accentBright};
    box-shadow: ${theme.shadow.ringAccent};
  }
`;

const Title = styled.h1`
  font-size: ${theme.text.h1};
  background: linear-gradient(
    92deg,
    ${theme.color.white} 30%,
    ${theme.color.lavender} 70%,
    ${theme.color.accentBright}
  );
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

const Lead = styled.p`
  max-width: 36rem;
  font-size: ${theme.text.xl};
  color: ${theme.color.onNightMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  width: 100%;
  > * {
    flex: 1 1 100%;
  }
  ${media.sm} {
    > * {
      flex: 0 0 auto;
    }
  }
`;

const Proof = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]} ${theme.space[6]};
  list-style: none;
  font-size: ${theme.text.sm};
  color: ${theme.color.onNightMuted};
  li::before {
    content: '✓';
    margin-right: ${theme.space[2]};
    color: ${theme.color.accentBright};
    font-weight: 800;
  }
`;

const Video = styled(VideoFacade)`
  position: relative;
  aspect-ratio: 16 / 10;
  overflow: hidden;
  border: 1px solid ${theme.color.nightBorder};
  border-radius: ${theme.radius.xl};
  background: ${theme.color.nightRaised};
  box-shadow: ${theme.shadow.float};

  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

// The play button's parts: the button wraps the client leaf that swaps in the player.
const Play = styled(VideoPlay)`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.color.onNight};
  cursor: pointer;
  img {
    object-fit: cover;
    transition: transform ${theme.motion.slow} ${theme.motion.ease};
  }
  &:hover img {
    transform: scale(1.03);
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.focusOnNight};
    outline-offset: -6px;
  }
`;

const PlayIcon = styled.span`
  position: relative;
  width: 5rem;
  height: 5rem;
  border-radius: 50%;
  background: ${theme.color.frosted};
  box-shadow: ${theme.shadow.button};
  transition: transform ${theme.motion.fast} ease;
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    left: 54%;
    transform: translate(-50%, -50%);
    border-style: solid;
    border-width: 0.8rem 0 0.8rem 1.3rem;
    border-color: transparent transparent transparent ${theme.color.primary};
  }
  button:hover > & {
    transform: scale(1.06);
  }
`;

const PlayLabel = styled.span`
  position: absolute;
  bottom: ${theme.space[4]};
  left: ${theme.space[4]};
  padding: ${theme.space[1]} ${theme.space[3]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.nightScrim};
  font-size: ${theme.text.sm};
  font-weight: ${theme.weight.semibold};
  /* On phones the label would cover the play button; it stays the button's accessible name. */
  ${media.belowMd} {
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

const Poster = styled.div`
  position: relative;
  aspect-ratio: 16 / 10;
  overflow: hidden;
  border-radius: ${theme.radius.xl};
`;

/** The hero block, a page's opening on the night band: the site's launch label (read with the
 * page; no badge in a dataset without settings), the promise (the page's h1), the two calls to action, the video and the
 * partners. */
export function HeroBlock({ block: hero }: { block: Block<'hero'> }) {
  const { videoId: heroVideoId } = hero;
  const videoTitle = hero.videoTitle ?? 'Product tour';
  return (
    <Root $tone="night" data-tone="night" aria-labelledby="hero-title">
      <Container>
        <Grid>
          <Copy>
            {hero.launchLabel && <Badge>{hero.launchLabel}</Badge>}
            <Title id="hero-title">{hero.title}</Title>
            <Lead>{hero.subheadline}</Lead>
            <Actions>
              <WaitlistButton type="vendor" variant="primary" size="lg">
                {hero.vendorCtaLabel}
              </WaitlistButton>
              <WaitlistButton type="user" variant="secondary" size="lg">
                {hero.userCtaLabel}
              </WaitlistButton>
            </Actions>
            <Proof aria-label="At a glance">
              {hero.ticks.map((tick) => (
                <li key={tick}>{tick}</li>
              ))}
            </Proof>
          </Copy>
          {heroVideoId ? (
            <Video videoId={heroVideoId} title={videoTitle}>
              <Play type="button">
                <Image
                  src="/media/hero-poster.jpg"
                  alt=""
                  fill
                  sizes="(min-width: 1024px) 560px, 92vw"
                  preload
                />
                <PlayIcon aria-hidden="true" />
                <PlayLabel>Play video: {videoTitle}</PlayLabel>
              </Play>
            </Video>
          ) : (
            <Poster
              aria-hidden="true"
              style={{ backgroundImage: 'url(/media/hero-poster.jpg)', backgroundSize: 'cover' }}
            />
          )}
        </Grid>
      </Container>
      <PartnerMarquee platforms={hero.partnerPlatforms} />
    </Root>
  );
}
