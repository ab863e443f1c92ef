import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { platformGroupsExample } from './example';
import { PlatformGroupsBlock } from './platform-groups';

describe('the platformGroups block', () => {
  it('draws its section under its title', () => {
    render(<PlatformGroupsBlock block={platformGroupsExample} />);
    expect(
      screen.getByRole('region', { name: 'Plug into the systems you already use' }),
    ).toBeVisible();
  });
});
