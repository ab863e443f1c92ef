import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MailPreviews } from './mail-previews';

const preview = {
  name: 'Confirmation',
  audience: 'unconfirmed' as const,
  mail: {
    subject: 'Confirm your place on the waitlist',
    text: 'Hello,\n\nConfirm my address: http://localhost:3000/waitlist/confirm/abc\n',
    html: '<p>Hello, <a href="http://localhost:3000/waitlist/confirm/abc">Confirm</a></p>',
    headers: {},
  },
};

describe('the previews of the mail templates', () => {
  it('show each template’s HTML in a sandboxed frame of its own, and its plain text', () => {
    render(<MailPreviews previews={[preview]} />);
    const template = screen.getByRole('region', { name: 'Confirmation template' });
    expect(
      within(template).getByRole('heading', {
        name: 'Confirmation: Confirm your place on the waitlist',
      }),
    ).toBeDefined();
    expect(within(template).getByText(/only the site’s own words and links/)).toBeDefined();
    const frame = within(template).getByTitle('Confirmation template, HTML');
    expect(frame).toHaveAttribute('srcdoc', preview.mail.html);
    expect(frame).toHaveAttribute('sandbox', '');
    expect(within(template).getByLabelText('Confirmation template, plain text').textContent).toBe(
      preview.mail.text,
    );
  });
});
