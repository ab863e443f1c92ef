import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { useCaseCarouselExample } from '@brp/blocks/use-case-carousel/example';
import { UseCaseCarouselBlock } from './use-case-carousel';

describe('the use-case carousel block', () => {
  it('shows one case at a time; Next goes through every word its editor wrote', async () => {
    const user = userEvent.setup();
    const { container } = render(<UseCaseCarouselBlock block={useCaseCarouselExample} />);
    expect(screen.getByRole('region', { name: useCaseCarouselExample.title })).toBeVisible();
    const [first, second] = useCaseCarouselExample.cases;
    expect(screen.getByText(first!.title)).toBeVisible();
    expect(screen.queryByText(second!.title)).toBeNull();
    let seen = shownWords(container);
    for (const _ of useCaseCarouselExample.cases.slice(1)) {
      await user.click(screen.getByRole('button', { name: /^Next/ }));
      seen += shownWords(container);
    }
    expect(wordsNotShown(useCaseCarouselExample, seen)).toEqual([]);
    // From the last, Next wraps around to the first.
    await user.click(screen.getByRole('button', { name: /^Next/ }));
    expect(screen.getByText(first!.title)).toBeVisible();
  });
});
