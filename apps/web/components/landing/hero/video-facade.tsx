'use client';

import Image from 'next/image';
import { useState } from 'react';

import { VIDEO_HOST } from '@/lib/security-headers';

interface VideoFacadeProps {
  className?: string;
  videoId: string;
  title: string;
  poster: string;
}

/**
 * The hero video behind a poster: nothing is requested from the video host until the visitor
 * presses play, then the privacy-enhanced (no-cookie) player loads and starts.
 */
export function VideoFacade({ className, videoId, title, poster }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className={className} data-playing={playing}>
      {playing ? (
        <iframe
          src={`${VIDEO_HOST}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" data-part="play" onClick={() => setPlaying(true)}>
          <Image src={poster} alt="" fill sizes="(min-width: 1024px) 560px, 92vw" priority />
          <span data-part="play-icon" aria-hidden="true" />
          <span data-part="play-label">Play video: {title}</span>
        </button>
      )}
    </div>
  );
}
