import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { TooltipButton } from './tooltip-button';

describe('TooltipButton', () => {
  it('cannot be used but stays focusable, described by its tooltip', () => {
    render(
      <TooltipButton
        label="Coming Soon"
        tooltip="Pricing plans launching soon—stay tuned!"
        unavailable
      />,
    );
    const button = screen.getByRole('button', { name: 'Coming Soon' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(button).toHaveAccessibleDescription('Pricing plans launching soon—stay tuned!');
  });

  it('lets Escape dismiss the tooltip until focus or the pointer leaves', () => {
    render(<TooltipButton label="Coming Soon" tooltip="Soon" />);
    const button = screen.getByRole('button', { name: 'Coming Soon' });
    const wrapper = button.parentElement!;
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(wrapper).toHaveAttribute('data-dismissed', 'true');
    fireEvent.blur(button);
    expect(wrapper).toHaveAttribute('data-dismissed', 'false');
    fireEvent.keyDown(button, { key: 'Escape' });
    fireEvent.pointerLeave(wrapper);
    expect(wrapper).toHaveAttribute('data-dismissed', 'false');
  });

  it('lets Escape dismiss a tooltip shown for the pointer, which has no focus', () => {
    render(<TooltipButton label="Coming Soon" tooltip="Soon" />);
    const wrapper = screen.getByRole('button', { name: 'Coming Soon' }).parentElement!;
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(wrapper).toHaveAttribute('data-dismissed', 'false');
    fireEvent.pointerEnter(wrapper);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(wrapper).toHaveAttribute('data-dismissed', 'true');
    fireEvent.pointerLeave(wrapper);
    expect(wrapper).toHaveAttribute('data-dismissed', 'false');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(wrapper).toHaveAttribute('data-dismissed', 'false');
  });

  it('opens for a tap and stays as the finger lifts, until a tap elsewhere, Escape or blur', () => {
    render(
      <>
        <TooltipButton label="Coming Soon" tooltip="Soon" unavailable />
        <p>Elsewhere</p>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Coming Soon' });
    const wrapper = button.parentElement!;
    expect(wrapper).toHaveAttribute('data-tapped', 'false');
    fireEvent.click(button);
    fireEvent.pointerLeave(wrapper, { pointerType: 'touch' });
    expect(wrapper).toHaveAttribute('data-tapped', 'true');
    fireEvent.pointerDown(button);
    expect(wrapper).toHaveAttribute('data-tapped', 'true');
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(wrapper).toHaveAttribute('data-tapped', 'false');

    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(wrapper).toHaveAttribute('data-dismissed', 'true');
    fireEvent.click(button);
    expect(wrapper).toHaveAttribute('data-dismissed', 'false');
    fireEvent.blur(button);
    expect(wrapper).toHaveAttribute('data-tapped', 'false');
  });

  it('closes a clicked tooltip when the mouse moves off', () => {
    render(<TooltipButton label="Coming Soon" tooltip="Soon" />);
    const button = screen.getByRole('button', { name: 'Coming Soon' });
    fireEvent.click(button);
    fireEvent.pointerLeave(button.parentElement!, { pointerType: 'mouse' });
    expect(button.parentElement).toHaveAttribute('data-tapped', 'false');
  });
});
