import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { logoStripExample } from './example';
import { LogoStripBlock } from './logo-strip';

describe('the logoStrip block', () => {
  it('draws its section under its title', () => {
    render(<LogoStripBlock block={logoStripExample} />);
    expect(
      screen.getByRole('region', { name: 'Works with the tills shops already use' }),
    ).toBeVisible();
  });
});
