import { EARNING } from '@brp/core/constants';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FigureText } from './figure-text';

describe('FigureText', () => {
  it('fills each rewards figure, as its own text, and leaves unknown names as written', () => {
    const { container } = render(
      <p>
        <FigureText text="Per ${starTokenSpendStep}. {nope}" />
      </p>,
    );
    const paragraph = container.querySelector('p')!;
    expect(paragraph).toHaveTextContent(`Per $${EARNING.starTokenSpendStep}. {nope}`);
    expect([...paragraph.childNodes].map((node) => node.textContent)).toEqual([
      'Per $',
      String(EARNING.starTokenSpendStep),
      '. {nope}',
    ]);
  });
});
