import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { tooltipGridExample } from '@brp/blocks/tooltip-grid/example';
import { TooltipGridBlock } from './tooltip-grid';

describe('the tooltip grid block', () => {
  it('draws its section under its title, with every word its editor wrote', () => {
    const { container } = render(<TooltipGridBlock block={tooltipGridExample} />);
    expect(screen.getByRole('region', { name: tooltipGridExample.title })).toBeVisible();
    expect(wordsNotShown(tooltipGridExample, shownWords(container))).toEqual([]);
  });
});
