import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Link } from '@/components/ui/link/link';

import { BrandLink, LogoImage } from './brand';
import { ScrollHeader } from './scroll-header';

const links = [
  { id: 'features', label: 'Features', href: '/#features' },
  { id: 'pricing', label: 'Pricing', href: '/#pricing' },
];

const items = links.map(({ id, label, href }) => (
  <li key={id}>
    <Link href={href}>{label}</Link>
  </li>
));

/**
 * The bar's client leaves put together as top-bar.tsx does, without its styles: jsdom has no
 * layout, no media queries and no <dialog>, so the phone menu and how the bar looks at each width
 * are left to the end-to-end tests (landing.phone.spec.ts, keyboard.phone.spec.ts).
 */
const renderBar = () =>
  render(
    <ScrollHeader>
      <BrandLink href="/">
        <span aria-hidden="true">B</span>
        <span>Blocal</span>
      </BrandLink>
      <nav aria-label="Main">
        <ul>{items}</ul>
      </nav>
      <Link href="/#waitlist">Join Waitlist</Link>
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
