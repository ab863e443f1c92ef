import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { RuleSheet } from './rule-sheet';

afterEach(() => document.head.replaceChildren());

describe('RuleSheet in the browser', () => {
  it('adds nothing for a rule group the page already has', () => {
    document.head.innerHTML = '<style data-precedence="sc" data-href="abc def">.abc{}</style>';
    render(<RuleSheet href="def" />);
    expect(document.head.querySelectorAll('style, link')).toHaveLength(1);
  });

  it("loads a rule group the page lacks from the build's copy, in its precedence", () => {
    document.head.innerHTML = '<style data-precedence="sc" data-href="abc">.abc{}</style>';
    render(<RuleSheet href="xyz" />);
    const sheet = document.head.querySelector('link[rel="stylesheet"]');
    expect(sheet).toHaveAttribute('href', '/_next/static/sc/xyz.css');
    expect(sheet).toHaveAttribute('data-precedence', 'sc');
  });
});
