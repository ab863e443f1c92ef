import { TIMINGS } from '@brp/core/constants';
import styled from 'styled-components';

import { buttonBase, buttonSizes, buttonVariants } from '@/components/ui/button/button-styles';
import type { NavLink, SiteSettings } from '@/lib/content';
import { imageUrl } from '@/lib/content/image';
import { media, theme } from '@/styles/tokens';

import { TopBarClient } from './top-bar-client';

// The client leaf draws plain markup; every style lives here, on the server, keyed by data-part.
const Frame = styled(TopBarClient)`
  position: fixed;
  inset: 0 0 auto;
  z-index: ${theme.z.topBar};
  height: ${theme.size.topBar};
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.border};
  transition:
    background ${theme.motion.base} ease,
    box-shadow ${theme.motion.base} ease;

  &[data-scrolled='true'] {
    background: rgb(255 255 255 / 0.78);
    backdrop-filter: saturate(1.6) blur(14px);
    -webkit-backdrop-filter: saturate(1.6) blur(14px);
    box-shadow: ${theme.shadow.sm};
  }

  /* Compact up to the small breakpoint, so the brand, the button and the menu fit one line at 320 px. */
  [data-part='bar'] {
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
  }

  [data-part='brand'] {
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
    img {
      border-radius: ${theme.radius.md};
    }
  }

  [data-part='logo-fallback'] {
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: ${theme.radius.md};
    background: linear-gradient(135deg, ${theme.color.primary}, ${theme.color.accent});
    color: ${theme.color.onPrimary};
    font-size: ${theme.text.lg};
  }

  [data-part='nav'] {
    display: none;
    ${media.lg} {
      display: block;
    }
    ul {
      display: flex;
      gap: ${theme.space[1]};
      list-style: none;
    }
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
      &[data-active='true'] {
        color: ${theme.color.primary};
        background: ${theme.color.primarySoft};
      }
    }
  }

  /* The three buttons share one copy of each rule they have in common: this CSS rides in every page. */
  [data-part='cta'],
  [data-part='panel-cta'],
  [data-part='panel-close'] {
    ${buttonBase}
  }
  [data-part='cta'] {
    ${buttonSizes.sm}
    white-space: nowrap;
  }
  [data-part='panel-cta'],
  [data-part='panel-close'] {
    ${buttonSizes.md}
  }
  [data-part='cta'],
  [data-part='panel-cta'] {
    ${buttonVariants.primary}
  }
  [data-part='panel-close'] {
    ${buttonVariants.secondary}
  }

  [data-part='menu-button'] {
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
  }

  [data-part='menu-icon'],
  [data-part='menu-icon']::before,
  [data-part='menu-icon']::after {
    display: block;
    width: 20px;
    height: 2px;
    border-radius: 2px;
    background: ${theme.color.ink};
    transition:
      transform ${theme.motion.base} ease,
      opacity ${theme.motion.fast} ease;
  }
  [data-part='menu-icon'] {
    position: relative;
  }
  [data-part='menu-icon']::before,
  [data-part='menu-icon']::after {
    content: '';
    position: absolute;
    left: 0;
  }
  [data-part='menu-icon']::before {
    top: -6px;
  }
  [data-part='menu-icon']::after {
    top: 6px;
  }
  &[data-menu-open='true'] [data-part='menu-icon'] {
    background: transparent;
  }
  &[data-menu-open='true'] [data-part='menu-icon']::before {
    transform: translateY(6px) rotate(45deg);
  }
  &[data-menu-open='true'] [data-part='menu-icon']::after {
    transform: translateY(-6px) rotate(-45deg);
  }

  [data-part='backdrop'] {
    position: fixed;
    inset: 0;
    background: rgb(11 16 32 / 0.5);
    opacity: 0;
    pointer-events: none;
    transition: opacity ${theme.motion.base} ease;
  }
  &[data-menu-open='true'] [data-part='backdrop'] {
    opacity: 1;
    pointer-events: auto;
  }

  [data-part='panel'] {
    position: fixed;
    inset: 0 0 0 auto;
    z-index: ${theme.z.menu};
    display: flex;
    flex-direction: column;
    gap: ${theme.space[6]};
    width: ${TIMINGS.mobileMenuWidthPercent}%;
    padding: ${theme.space[6]};
    overflow-y: auto;
    background: ${theme.color.surface};
    box-shadow: ${theme.shadow.lg};
    transform: translateX(100%);
    visibility: hidden;
    transition:
      transform ${theme.motion.slow} ${theme.motion.ease},
      visibility 0s linear ${theme.motion.slow};
    ul {
      list-style: none;
      display: grid;
      gap: ${theme.space[1]};
    }
    nav a {
      display: flex;
      align-items: center;
      min-height: 3rem;
      padding: 0 ${theme.space[3]};
      border-radius: ${theme.radius.md};
      font-size: ${theme.text.lg};
      font-weight: ${theme.weight.semibold};
      text-decoration: none;
      &[data-active='true'] {
        color: ${theme.color.primary};
        background: ${theme.color.primarySoft};
      }
    }
  }
  &[data-menu-open='true'] [data-part='panel'] {
    transform: translateX(0);
    visibility: visible;
    transition: transform ${theme.motion.slow} ${theme.motion.ease};
  }
  ${media.lg} {
    [data-part='panel'],
    [data-part='backdrop'] {
      display: none;
    }
  }
`;

/** The site's fixed top bar, from the CMS settings and the top-bar navigation links. */
export function TopBar({ settings, links }: { settings: SiteSettings; links: NavLink[] }) {
  const logoSrc = imageUrl(settings.logo, 96);
  return (
    <Frame
      brandName={settings.brandName}
      logoSrc={logoSrc}
      links={links.map(({ id, label, href }) => ({ id, label, href }))}
    />
  );
}
