import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { platformGroupsExample } from '@brp/blocks/platform-groups/example';
import { PlatformGroupsBlock } from './platform-groups';

describe('the platform groups block', () => {
  it('draws its section under its title, with every word its editor wrote', () => {
    const { container } = render(<PlatformGroupsBlock block={platformGroupsExample} />);
    expect(screen.getByRole('region', { name: platformGroupsExample.title })).toBeVisible();
    expect(wordsNotShown(platformGroupsExample, shownWords(container))).toEqual([]);
  });
});
