import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { SelectedOnFocus, ShareButton } from './share-link-controls';

const LINK = 'https://example.com/?ref=k3y';

describe("the personal link's controls", () => {
  it('select the whole link when the field takes focus, and never let it change', () => {
    render(<SelectedOnFocus value={LINK} label="Your referral link" />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your referral link' });
    fireEvent.focus(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, LINK.length]);
    expect(field.readOnly).toBe(true);
  });

  it('offer no share button where the browser cannot share', () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    render(<ShareButton text="Join me" url={LINK} />);
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
  });

  it("hand the link to the device's share sheet where it can", () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    render(<ShareButton text="Join me" url={LINK} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith({ text: 'Join me', url: LINK });
  });
});
