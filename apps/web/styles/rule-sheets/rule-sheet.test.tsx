import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module per test: it reads the document's served rule groups once. */
async function renderSheet(head: string, href: string) {
  document.head.innerHTML = head;
  const { RuleSheet } = await import('./rule-sheet');
  render(<RuleSheet href={href} />);
}

// The files share one document (vitest.config.ts): the head's own elements, styled-components'
// sheet among them, go back in place after each test.
let headBefore: Node[] = [];
beforeEach(() => {
  vi.resetModules();
  headBefore = [...document.head.childNodes];
});
afterEach(() => document.head.replaceChildren(...headBefore));

describe('RuleSheet in the browser', () => {
  it('adds nothing for a rule group the page already has', async () => {
    await renderSheet('<style data-precedence="sc" data-href="abc def">.abc{}</style>', 'def');
    expect(document.head.querySelectorAll('style, link')).toHaveLength(1);
  });

  it("loads a rule group the page lacks from the build's copy, in its precedence", async () => {
    await renderSheet('<style data-precedence="sc" data-href="abc">.abc{}</style>', 'xyz');
    const sheet = document.head.querySelector('link[rel="stylesheet"]');
    expect(sheet).toHaveAttribute('href', '/_next/static/sc/xyz.css');
    expect(sheet).toHaveAttribute('data-precedence', 'sc');
  });
});
