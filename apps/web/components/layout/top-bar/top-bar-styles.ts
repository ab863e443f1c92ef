import { TIMINGS } from '@brp/core/constants';
import styled from 'styled-components';

import { ButtonLink } from '@/components/ui/button/button';
import { buttonBase, buttonSizes, buttonVariants } from '@/components/ui/button/button-styles';
import { media, theme } from '@/styles/tokens';

import { BrandLink, LogoImage } from './brand';
import { MenuButton, MenuDialog } from './mobile-menu';
import { ScrollHeader } from './scroll-header';

// The top bar's parts. Those that need state wrap a client leaf (styled(Leaf)): the class is
// made here, on the server, and the leaf only puts it on its element with a state attribute.

export const Header = styled(ScrollHeader)`
  position: fixed;
  inset: 0 0 auto;
  z-index: ${theme.z.topBar};
  height: ${theme.size.topBar};
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.border};
  transition:
    background ${theme.motion.base} ease,
    box-shadow ${theme.motion.base} ease;

  /* The frosted glass is a layer behind the bar, not the bar itself: a backdrop-filter on the
     header would make it the box its fixed children (the phone menu and its veil) are placed in,
     squeezing them into the bar once the page scrolls. */
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    pointer-events: none;
  }
  &[data-scrolled='true'] {
    background: transparent;
    box-shadow: ${theme.shadow.sm};
  }
  &[data-scrolled='true']::before {
    background: ${theme.color.surfaceGlass};
    backdrop-filter: saturate(1.6) blur(14px);
    -webkit-backdrop-filter: saturate(1.6) blur(14px);
  }
`;

/* Compact up to the small breakpoint, so the brand, the button and the menu fit one line at 320 px. */
export const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  ${media.sm} {
    gap: ${theme.space[4]};
  }
  height: 100%;
  max-width: ${theme.size.content};
  margin: 0 auto;
  padding: 0 ${theme.space.gutter};
`;

export const Brand = styled(BrandLink)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  ${media.sm} {
    gap: ${theme.space[3]};
  }
  min-height: ${theme.size.tap};
  margin-right: auto;
  font-size: ${theme.text.xl};
  font-weight: ${theme.weight.heavy};
  letter-spacing: -0.02em;
  text-decoration: none;
`;

export const Logo = styled(LogoImage)`
  border-radius: ${theme.radius.md};
`;

export const LogoFallback = styled.span`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: ${theme.radius.md};
  background: linear-gradient(135deg, ${theme.color.primary}, ${theme.color.accent});
  color: ${theme.color.onPrimary};
  font-size: ${theme.text.lg};
`;

/** The links across the bar, from the large breakpoint up (the menu has them below it). */
export const MainNav = styled.nav`
  display: none;
  ${media.lg} {
    display: block;
  }
`;

export const MainNavList = styled.ul`
  display: flex;
  gap: ${theme.space[1]};
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.size.tap};
    padding: 0 ${theme.space[4]};
    border-radius: ${theme.radius.pill};
    color: ${theme.color.inkMuted};
    font-weight: ${theme.weight.semibold};
    text-decoration: none;
    transition:
      color ${theme.motion.fast} ease,
      background ${theme.motion.fast} ease;
    &:hover {
      color: ${theme.color.ink};
    }
    &[aria-current='location'] {
      color: ${theme.color.primary};
      background: ${theme.color.primarySoft};
    }
  }
`;

export const Cta = styled(ButtonLink)`
  white-space: nowrap;
`;

export const MenuToggle = styled(MenuButton)`
  display: grid;
  place-items: center;
  width: ${theme.size.tap};
  height: ${theme.size.tap};
  padding: 0;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  cursor: pointer;
  ${media.lg} {
    display: none;
  }
`;

/** Three bars: the menu's icon. */
export const MenuIcon = styled.span`
  position: relative;
  &,
  &::before,
  &::after {
    display: block;
    width: 20px;
    height: 2px;
    border-radius: 2px;
    background: ${theme.color.ink};
  }
  &::before,
  &::after {
    content: '';
    position: absolute;
    left: 0;
  }
  &::before {
    top: -6px;
  }
  &::after {
    top: 6px;
  }
`;

/**
 * The slide-in menu: a modal dialog, out of the layout until opened. It slides in from the right
 * over a veil (its ::backdrop) and out again where the browser can animate a dialog leaving the
 * top layer.
 */
export const Panel = styled(MenuDialog)`
  inset: 0 0 0 auto;
  flex-direction: column;
  gap: ${theme.space[6]};
  width: ${TIMINGS.mobileMenuWidthPercent}%;
  max-width: none;
  height: 100dvh;
  max-height: none;
  margin: 0;
  padding: ${theme.space[6]};
  border: 0;
  overflow-y: auto;
  background: ${theme.color.surface};
  color: inherit;
  box-shadow: ${theme.shadow.lg};
  transform: translateX(100%);
  transition:
    transform ${theme.motion.slow} ${theme.motion.ease},
    overlay ${theme.motion.slow} allow-discrete,
    display ${theme.motion.slow} allow-discrete;
  &[open] {
    display: flex;
    transform: translateX(0);
    @starting-style {
      transform: translateX(100%);
    }
  }
  &::backdrop {
    background: ${theme.color.overlay};
    opacity: 0;
    transition:
      opacity ${theme.motion.base} ease,
      overlay ${theme.motion.base} allow-discrete,
      display ${theme.motion.base} allow-discrete;
  }
  &[open]::backdrop {
    opacity: 1;
    @starting-style {
      opacity: 0;
    }
  }
`;

export const PanelNavList = styled.ul`
  list-style: none;
  display: grid;
  gap: ${theme.space[1]};
  a {
    display: flex;
    align-items: center;
    min-height: 3rem;
    padding: 0 ${theme.space[3]};
    border-radius: ${theme.radius.md};
    font-size: ${theme.text.lg};
    font-weight: ${theme.weight.semibold};
    text-decoration: none;
    &[aria-current='location'] {
      color: ${theme.color.primary};
      background: ${theme.color.primarySoft};
    }
  }
`;

export const PanelClose = styled.button`
  width: 100%;
  ${buttonBase}
  ${buttonSizes.md}
  ${buttonVariants.secondary}
`;
