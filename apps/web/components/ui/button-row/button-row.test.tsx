import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { rulesFor } from '@/test/styles';

import { ButtonRow } from './button-row';

describe('ButtonRow', () => {
  it('wraps its buttons onto a new line rather than overflowing a narrow screen', () => {
    render(<ButtonRow>Actions</ButtonRow>);
    const rules = rulesFor(screen.getByText('Actions')).join('\n');
    expect(rules).toContain('flex-wrap: wrap');
    expect(rules).toContain('gap: var(--space-3)');
  });

  it('centres the row on a centred band', () => {
    render(
      <>
        <ButtonRow>Start</ButtonRow>
        <ButtonRow $align="center">Centre</ButtonRow>
      </>,
    );
    expect(rulesFor(screen.getByText('Start')).join('\n')).toContain('justify-content: normal');
    expect(rulesFor(screen.getByText('Centre')).join('\n')).toContain('justify-content: center');
  });
});
