import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { tooltipGridExample } from './example';
import { TooltipGridBlock } from './tooltip-grid';

describe('the tooltipGrid block', () => {
  it('draws its section under its title', () => {
    render(<TooltipGridBlock block={tooltipGridExample} />);
    expect(screen.getByRole('region', { name: 'Six rewards to choose from' })).toBeVisible();
  });
});
