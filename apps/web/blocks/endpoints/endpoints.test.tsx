import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { endpointsExample } from '@brp/blocks/endpoints/example';
import { EndpointsBlock } from './endpoints';

describe('the endpoints block', () => {
  it('draws its section under its title, with every word its editor wrote', () => {
    const { container } = render(<EndpointsBlock block={endpointsExample} />);
    expect(screen.getByRole('region', { name: endpointsExample.title })).toBeVisible();
    expect(wordsNotShown(endpointsExample, shownWords(container))).toEqual([]);
  });
});
