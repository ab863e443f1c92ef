import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { stepsExample } from './example';
import { StepsBlock } from './steps';

describe('the steps block', () => {
  it('draws its section under its title', () => {
    render(<StepsBlock block={stepsExample} />);
    expect(screen.getByRole('region', { name: 'Three steps to the pilot' })).toBeVisible();
  });
});
