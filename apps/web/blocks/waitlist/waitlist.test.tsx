import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { waitlistExample } from '@brp/blocks/waitlist/example';
import { WaitlistSection } from './waitlist-section';

// WaitlistBlock reads the e-mail settings on the server; its section is drawn here around a stand-in for the form (the form's own tests are components/forms/).
describe('the waitlist block', () => {
  it('is the page’s #waitlist, under its title, with every word its editor wrote', () => {
    const { container } = render(
      <WaitlistSection
        eyebrow={waitlistExample.eyebrow}
        title={waitlistExample.title}
        lead={waitlistExample.lead}
      >
        <form aria-label="Join the waitlist" />
      </WaitlistSection>,
    );
    const section = screen.getByRole('region', { name: waitlistExample.title });
    expect(section).toHaveAttribute('id', 'waitlist');
    expect(section).toHaveTextContent('Pilot launch Q1 2026');
    expect(screen.getByRole('form', { name: 'Join the waitlist' })).toBeInTheDocument();
    expect(wordsNotShown(waitlistExample, shownWords(container))).toEqual([]);
  });
});
