import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { accordionStepsExample } from '@brp/blocks/accordion-steps/example';
import { AccordionStepsBlock } from './accordion-steps';

describe('the accordion steps block', () => {
  it('draws its section under its title, with every word its editor wrote', () => {
    const { container } = render(<AccordionStepsBlock block={accordionStepsExample} />);
    expect(screen.getByRole('region', { name: accordionStepsExample.title })).toBeVisible();
    expect(wordsNotShown(accordionStepsExample, shownWords(container))).toEqual([]);
  });
});
