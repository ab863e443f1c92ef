import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { faqListExample } from './example';
import { FaqListBlock } from './faq-list';

describe('the faqList block', () => {
  it('draws its section under its title', () => {
    render(<FaqListBlock block={faqListExample} />);
    expect(screen.getByRole('region', { name: 'Frequently asked questions' })).toBeVisible();
  });
});
