import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { rulesFor } from '@/test/styles';

import { CardGrid } from './card-grid';

describe('CardGrid', () => {
  it('is a list that screen readers can count', () => {
    render(
      <CardGrid aria-label="Plans">
        <li>One</li>
        <li>Two</li>
      </CardGrid>,
    );
    expect(screen.getByRole('list', { name: 'Plans' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('stacks cards on a phone and adds columns at each width it is given', () => {
    render(<CardGrid aria-label="Posts" $md={2} $lg={3} />);
    const rules = rulesFor(screen.getByRole('list', { name: 'Posts' })).join('\n');
    expect(rules).not.toMatch(/^\.[^@]*grid-template-columns/m);
    expect(rules).toMatch(
      /@media \(min-width: 768px\) .*grid-template-columns: repeat\(2, minmax\(0(px)?, 1fr\)\)/,
    );
    expect(rules).toMatch(
      /@media \(min-width: 1024px\) .*grid-template-columns: repeat\(3, minmax\(0(px)?, 1fr\)\)/,
    );
    expect(rules).not.toMatch(/min-width: 1280px/);
  });

  it('spaces cards by a step of the spacing scale', () => {
    render(<CardGrid aria-label="Cards" $gap={5} />);
    const rules = rulesFor(screen.getByRole('list', { name: 'Cards' })).join('\n');
    expect(rules).toContain('gap: var(--space-5)');
  });
});
