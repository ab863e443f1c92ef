import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { OutboxMessages } from './outbox-messages';

const message = {
  sentAt: '2026-11-27T10:00:00.000Z',
  from: 'Waitlist <waitlist@localhost>',
  to: 'ada@example.com',
  subject: 'Confirm your place on the waitlist',
  text: 'Hello <b>Ada</b>,\n\nConfirm my address: http://localhost:3000/waitlist/confirm/abc\n',
  html: '<p>not shown</p>',
};

describe('the development mail outbox', () => {
  it('lists each e-mail with its links ready to follow, and its text inert', () => {
    render(<OutboxMessages messages={[message]} />);
    const mail = screen.getByRole('article', { name: 'Confirm your place on the waitlist' });
    expect(within(mail).getByText(/To ada@example.com/)).toBeDefined();
    expect(
      within(mail).getByRole('link', { name: 'http://localhost:3000/waitlist/confirm/abc' }),
    ).toHaveAttribute('href', 'http://localhost:3000/waitlist/confirm/abc');
    expect(mail.textContent).toContain('Hello <b>Ada</b>');
    expect(mail.querySelector('b')).toBeNull();
  });

  it('says how to get one while it is empty', () => {
    render(<OutboxMessages messages={[]} />);
    expect(screen.getByText('No e-mail yet: join the waitlist to see one here.')).toBeDefined();
  });
});
