import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { VideoFacade, VideoPlay } from './video-facade';

describe('VideoFacade', () => {
  it('shows only the poster until play is pressed, then the privacy-enhanced player', async () => {
    // The leaves put together as hero.tsx does, without its styles and poster image.
    const { container } = render(
      <VideoFacade videoId="aqz-KE-bpKQ" title="Product tour">
        <VideoPlay type="button">Play video: Product tour</VideoPlay>
      </VideoFacade>,
    );
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Product tour' }));
    const player = screen.getByTitle('Product tour');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
    );
    expect(screen.queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument();
  });
});
