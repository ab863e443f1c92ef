import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';

import { CopyButton } from './copy-button';

const press = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await Promise.resolve();
  });
};

describe('CopyButton', () => {
  let writeText: Mock<(text: string) => Promise<void>>;
  beforeEach(() => {
    vi.useFakeTimers();
    writeText = vi.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('copies its text and shows a check mark for exactly 2 seconds', async () => {
    render(<CopyButton text="npm install x" label="Copy install command" />);
    const button = screen.getByRole('button', { name: 'Copy install command' });
    expect(button.querySelector('svg')).toHaveAttribute('data-icon', 'copy');
    await press('Copy install command');
    expect(writeText).toHaveBeenCalledWith('npm install x');
    const copied = screen.getByRole('button', { name: 'Copied' });
    expect(copied.querySelector('svg')).toHaveAttribute('data-icon', 'check');
    expect(screen.getByRole('status')).toHaveTextContent('Copied to the clipboard');
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'Copy install command' })).toBeInTheDocument();
  });

  it('restarts the 2 seconds when pressed again', async () => {
    render(<CopyButton text="x" label="Copy" />);
    await press('Copy');
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    await press('Copied');
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('says so when the clipboard refuses', async () => {
    writeText.mockImplementation(() => Promise.reject(new Error('denied')));
    render(<CopyButton text="x" label="Copy" />);
    await press('Copy');
    expect(screen.getByRole('status')).toHaveTextContent('Copying failed');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });
});
