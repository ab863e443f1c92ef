import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { shownWords, wordsNotShown } from '../shared/words-of';
import { systemPickerExample } from '@brp/blocks/system-picker/example';
import { SystemPickerBlock } from './system-picker';

describe('the system picker block', () => {
  it('prompts, then says how each chosen system connects', async () => {
    const user = userEvent.setup();
    const { container } = render(<SystemPickerBlock block={systemPickerExample} />);
    expect(screen.getByRole('region', { name: systemPickerExample.title })).toBeVisible();
    expect(container).toHaveTextContent(systemPickerExample.prompt);
    let seen = shownWords(container);
    for (const system of systemPickerExample.systems) {
      const toggle = screen.getByRole('button', { name: new RegExp(`^${system.title}`) });
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(container).toHaveTextContent(`${system.title}: ${system.detail}`);
      seen += shownWords(container);
    }
    expect(wordsNotShown(systemPickerExample, seen)).toEqual([]);
  });
});
