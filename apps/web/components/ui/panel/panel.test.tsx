import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { rulesFor } from '@/test/styles';

import { Panel } from './panel';

describe('Panel', () => {
  it('frames its content as a raised, rounded surface', () => {
    render(<Panel>Join the waitlist</Panel>);
    const rules = rulesFor(screen.getByText('Join the waitlist')).join('\n');
    expect(rules).toContain('background: var(--color-surface)');
    expect(rules).toContain('border-radius: var(--radius-xl)');
    expect(rules).toContain('box-shadow: var(--shadow-lg)');
  });

  it('is a form’s reading width unless told otherwise', () => {
    render(
      <>
        <Panel>Form</Panel>
        <Panel $width="52rem">Calculator</Panel>
      </>,
    );
    expect(rulesFor(screen.getByText('Form')).join('\n')).toContain('max-width: 44rem');
    expect(rulesFor(screen.getByText('Calculator')).join('\n')).toContain('max-width: 52rem');
  });
});
