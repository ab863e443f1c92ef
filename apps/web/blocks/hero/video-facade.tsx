'use client';

import { type ComponentProps, createContext, use, useState } from 'react';

import { VIDEO_HOST } from '@/lib/security-headers';

// Whether the player is wanted yet; the play button below sits inside VideoFacade, so no default.
const PlayContext = createContext<() => void>(null!);

/**
 * The hero video behind a poster: nothing is requested from the video host until the visitor
 * presses play, then the privacy-enhanced (no-cookie) player loads and starts. Until then it shows
 * `children`: the poster and its VideoPlay button, rendered and styled on the server (hero.tsx).
 */
export function VideoFacade({
  videoId,
  title,
  children,
  ...props
}: ComponentProps<'div'> & { videoId: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <PlayContext value={() => setPlaying(true)}>
      <div {...props} data-playing={playing}>
        {playing ? (
          <iframe
            src={`${VIDEO_HOST}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          children
        )}
      </div>
    </PlayContext>
  );
}

/** Swaps the poster for the player. */
export function VideoPlay(props: ComponentProps<'button'>) {
  return <button {...props} onClick={use(PlayContext)} />;
}
