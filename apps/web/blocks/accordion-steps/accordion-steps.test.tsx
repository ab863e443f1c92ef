import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { accordionStepsExample } from './example';
import { AccordionStepsBlock } from './accordion-steps';

describe('the accordionSteps block', () => {
  it('draws its section under its title', () => {
    render(<AccordionStepsBlock block={accordionStepsExample} />);
    expect(screen.getByRole('region', { name: 'From sign-up to first reward' })).toBeVisible();
  });
});
