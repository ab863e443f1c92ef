import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@/components/ui/link/link';
import { describe, expect, it } from 'vitest';

import { ActiveSectionProvider, SectionLink } from './active-section';
import { BrandLink, LogoImage } from './brand';
import { MenuBackdrop, MenuButton, MenuClose, MenuPanel, MenuProvider } from './mobile-menu';
import { ScrollHeader } from './scroll-header';

const links = [
  { id: 'features', label: 'Features', href: '/#features' },
  { id: 'pricing', label: 'Pricing', href: '/#pricing' },
];

const items = links.map(({ id, label, href }) => (
  <li key={id}>
    <SectionLink id={id} href={href}>
      {label}
    </SectionLink>
  </li>
));

/**
 * The client leaves put together as top-bar.tsx does, without its styles: jsdom has no layout
 * and no media queries, so how the bar looks at each width is left to the end-to-end tests.
 */
const renderBar = () =>
  render(
    <ScrollHeader>
      <MenuProvider>
        <ActiveSectionProvider links={links}>
          <BrandLink href="/">
            <span aria-hidden="true">B</span>
            <span>Blocal</span>
          </BrandLink>
          <nav aria-label="Main">
            <ul>{items}</ul>
          </nav>
          <Link href="/#waitlist">Join Waitlist</Link>
          <MenuButton type="button" aria-controls="mobile-menu">
            <span aria-hidden="true" />
          </MenuButton>
          <MenuBackdrop aria-hidden="true" />
          <MenuPanel id="mobile-menu" role="dialog" aria-modal="true" aria-label="Menu">
            <nav aria-label="Menu">
              <ul>{items}</ul>
            </nav>
            <Link href="/#waitlist">Join Waitlist</Link>
            <MenuClose type="button">Close menu</MenuClose>
          </MenuPanel>
        </ActiveSectionProvider>
      </MenuProvider>
    </ScrollHeader>,
  );

describe('TopBar', () => {
  it('turns translucent only once the page is scrolled past 20 px', () => {
    window.scrollY = 0;
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
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(menu).getByRole('link', { name: 'Features' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
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

  it('closes the menu when a link is chosen, its close button or the backdrop is clicked', async () => {
    renderBar();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Pricing' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).not.toHaveFocus();
    await userEvent.click(toggle);
    await userEvent.click(within(menu).getByRole('link', { name: 'Join Waitlist' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await userEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await userEvent.click(toggle);
    fireEvent.click(menu.previousElementSibling!);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('LogoImage', () => {
  it('shows the fallback when the logo image fails', () => {
    const { container } = render(
      <LogoImage src="/logo.png" alt="" fallback={<span aria-hidden="true">B</span>} />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('B');
  });
});
