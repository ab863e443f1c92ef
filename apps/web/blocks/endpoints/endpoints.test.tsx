import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { endpointsExample } from './example';
import { EndpointsBlock } from './endpoints';

describe('the endpoints block', () => {
  it('draws its section under its title', () => {
    render(<EndpointsBlock block={endpointsExample} />);
    expect(screen.getByRole('region', { name: 'Key endpoints' })).toBeVisible();
  });
});
