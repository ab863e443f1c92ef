import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { teamExample } from './example';
import { TeamBlock } from './team';

describe('the team block', () => {
  it('shows each person with their name, role and bio, the initials only as a picture', () => {
    render(<TeamBlock block={teamExample} />);
    const section = screen.getByRole('region', { name: 'The people behind it' });
    const person = within(section).getByRole('figure');
    expect(within(person).getByText('Maya Chen').tagName).toBe('STRONG');
    expect(within(person).getByText('Founder & CEO')).toBeVisible();
    expect(within(person).getByText('Maya spent a decade building payment systems.')).toBeVisible();
    expect(within(person).getByText('MC')).toHaveAttribute('aria-hidden', 'true');
  });
});
