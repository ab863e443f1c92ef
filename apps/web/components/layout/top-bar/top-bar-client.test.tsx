import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { TopBarClient } from './top-bar-client';

const links = [
  { id: 'features', label: 'Features', href: '/#features' },
  { id: 'pricing', label: 'Pricing', href: '/#pricing' },
];

const renderBar = (logo = true) =>
  render(
    <TopBarClient brandName="Blocal" links={links} logoSrc={logo ? '/logo.png' : undefined} />,
  );

describe('TopBarClient', () => {
  it('turns translucent only once the page is scrolled past 20 px', () => {
    renderBar();
    const bar = screen.getByRole('banner');
    expect(bar).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = 20;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(bar).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = 21;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(bar).toHaveAttribute('data-scrolled', 'true');
  });

  it('opens the menu with focus on its first link, and Escape closes it and returns focus', async () => {
    renderBar();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const menu = screen.getByRole('dialog', { name: 'Menu', hidden: true });
    expect(menu).toHaveAttribute('inert');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).not.toHaveAttribute('inert');
    expect(within(menu).getByRole('link', { name: 'Features' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('wraps Tab from the last item of the open menu back to the first', async () => {
    renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    within(menu).getByRole('button', { name: 'Close menu' }).focus();
    await userEvent.tab();
    expect(within(menu).getByRole('link', { name: 'Features' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(menu).getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });

  it('closes the menu when a link is chosen or the backdrop is clicked', async () => {
    const { container } = renderBar();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Pricing' }),
    );
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    fireEvent.click(container.querySelector('[data-part="backdrop"]')!);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the brand initial when the logo image fails', () => {
    renderBar();
    const brand = screen.getByRole('link', { name: 'Blocal' });
    fireEvent.error(brand.querySelector('img')!);
    expect(brand.querySelector('img')).toBeNull();
    expect(brand).toHaveTextContent('BBlocal');
  });

  it('shows the brand initial when no logo is configured', () => {
    renderBar(false);
    expect(
      screen.getByRole('link', { name: 'Blocal' }).querySelector('[data-part="logo-fallback"]'),
    ).toHaveTextContent('B');
  });
});
