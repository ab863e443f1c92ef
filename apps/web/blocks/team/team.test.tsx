import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { teamExample } from '@brp/blocks/team/example';
import { TeamBlock } from './team';

describe('the team block', () => {
  it('draws its section under its title, with every word its editor wrote', () => {
    const { container } = render(<TeamBlock block={teamExample} />);
    expect(screen.getByRole('region', { name: teamExample.title })).toBeVisible();
    expect(wordsNotShown(teamExample, shownWords(container))).toEqual([]);
  });
});
