import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { comingSoonExample } from './example';
import { ComingSoonBlock } from './coming-soon';

describe('the comingSoon block', () => {
  it('draws its section under its title', () => {
    render(<ComingSoonBlock block={comingSoonExample} />);
    expect(screen.getByRole('region', { name: 'Track your requests' })).toBeVisible();
  });
});
