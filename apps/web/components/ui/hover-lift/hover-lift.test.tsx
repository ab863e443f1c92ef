import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';

import { rulesFor } from '@/test/styles';

import { hoverLift } from './hover-lift';

const Plain = styled.article`
  ${hoverLift('4px')}
`;
const Accented = styled.article`
  ${hoverLift('6px', 'var(--color-primary)')}
`;

describe('hoverLift', () => {
  it('raises a card on hover and when keyboard focus is inside it', () => {
    render(<Plain>Post</Plain>);
    const raised = rulesFor(screen.getByText('Post')).find((rule) => rule.includes(':hover'));
    expect(raised).toMatch(/:focus-within/);
    expect(raised).toContain('transform: translateY(-4px)');
    expect(raised).toContain('box-shadow: var(--shadow-lg)');
    expect(raised).not.toContain('border-color');
  });

  it('colours the border as it rises when given an accent', () => {
    render(<Accented>Plan</Accented>);
    const raised = rulesFor(screen.getByText('Plan')).find((rule) => rule.includes(':hover'));
    expect(raised).toContain('transform: translateY(-6px)');
    expect(raised).toContain('border-color: var(--color-primary)');
  });

  it('animates the rise rather than jumping', () => {
    render(<Plain>Card</Plain>);
    const rest = rulesFor(screen.getByText('Card')).find((rule) => !rule.includes(':hover'));
    expect(rest).toMatch(/transition: transform var\(--motion-base\)/);
  });
});
