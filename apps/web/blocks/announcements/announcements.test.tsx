import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Announcements } from './announcements-band';
import { announcementsExample } from '@brp/blocks/announcements/example';

// AnnouncementsBlock reads the live announcements on the server; its band is drawn here with two.
const live = [
  { _id: 'a1', title: 'Pilot street chosen', description: 'The first street is announced.' },
  { _id: 'a2', title: 'Merchant kit ready', description: 'Everything a shop needs to join.' },
];

describe('the announcements block', () => {
  it('is a carousel named by the block, showing the live announcements', () => {
    render(<Announcements label={announcementsExample.title} announcements={live} />);
    const carousel = screen.getByRole('region', { name: announcementsExample.title });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    for (const announcement of live) expect(carousel).toHaveTextContent(announcement.title);
  });

  it('draws nothing when no announcement is live', () => {
    const { container } = render(
      <Announcements label={announcementsExample.title} announcements={[]} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
