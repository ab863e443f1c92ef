import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { rulesFor } from '@/test/styles';

import { BandLink } from './band-link';

describe('BandLink', () => {
  it('is a link, centred below the band, in the brand colour', () => {
    render(<BandLink href="/api">View the API documentation</BandLink>);
    const link = screen.getByRole('link', { name: 'View the API documentation' });
    expect(link).toHaveAttribute('href', '/api');
    const rules = rulesFor(link).join('\n');
    expect(rules).toContain('text-align: center');
    expect(rules).toContain('color: var(--color-primary)');
    expect(rules).toContain('margin-top: var(--space-8)');
  });

  it('can stand further from the band', () => {
    render(
      <BandLink href="/api" $space={10}>
        Developers
      </BandLink>,
    );
    expect(rulesFor(screen.getByRole('link')).join('\n')).toContain('margin-top: var(--space-10)');
  });
});
