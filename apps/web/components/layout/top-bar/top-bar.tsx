import { ButtonLink } from '@/components/ui/button/button';
import { Link } from '@/components/ui/link/link';
import type { NavLink, SiteSettings } from '@/lib/content';
import { fixedSizeImage } from '@/lib/content/image';

import { ActiveSection } from './active-section';
import {
  Bar,
  Brand,
  Cta,
  Header,
  Logo,
  LogoFallback,
  MainNav,
  MainNavList,
  MenuIcon,
  MenuToggle,
  Panel,
  PanelClose,
  PanelNavList,
} from './top-bar-styles';

const MENU_ID = 'mobile-menu';
const TOP_BAR_ID = 'top-bar';
/** The logo's side, in CSS pixels (the styles draw it at this size). */
const LOGO_SIZE = 36;

/**
 * The site's fixed top bar, from the CMS settings and the top-bar navigation links. It renders
 * here, on the server; the client leaves are the header's scroll state (scroll-header.tsx), the
 * section-in-view highlight (active-section.tsx), the phone menu's button and dialog
 * (mobile-menu.tsx) and the logo (brand.tsx): it scrolls home on the home page, and falls back to
 * the initial if it fails.
 */
export function TopBar({ settings, links }: { settings: SiteSettings; links: NavLink[] }) {
  const logo = fixedSizeImage(settings.logo, LOGO_SIZE, 96);
  const initial = <LogoFallback aria-hidden="true">{settings.brandName.charAt(0)}</LogoFallback>;
  const items = links.map(({ id, label, href }) => (
    <li key={id}>
      <Link href={href}>{label}</Link>
    </li>
  ));

  return (
    <Header id={TOP_BAR_ID}>
      <Bar>
        <Brand href="/">
          {logo ? (
            <Logo
              {...logo}
              alt=""
              width={LOGO_SIZE}
              height={LOGO_SIZE}
              decoding="async"
              fetchPriority="low"
              fallback={initial}
            />
          ) : (
            initial
          )}
          <span>{settings.brandName}</span>
        </Brand>
        <MainNav aria-label="Main">
          <MainNavList>{items}</MainNavList>
        </MainNav>
        <Cta href="/#waitlist" size="sm">
          Join Waitlist
        </Cta>
        <MenuToggle
          type="button"
          aria-controls={MENU_ID}
          aria-haspopup="dialog"
          commandfor={MENU_ID}
          command="show-modal"
        >
          <MenuIcon aria-hidden="true" />
          <span className="visually-hidden">Open menu</span>
        </MenuToggle>
      </Bar>
      <Panel id={MENU_ID} aria-label="Menu">
        <nav aria-label="Menu">
          <PanelNavList>{items}</PanelNavList>
        </nav>
        <ButtonLink href="/#waitlist">Join Waitlist</ButtonLink>
        {/* A dialog form's submit closes it natively, focus going back to the menu button. */}
        <form method="dialog">
          <PanelClose type="submit">Close menu</PanelClose>
        </form>
      </Panel>
      <ActiveSection hrefs={links.map(({ href }) => href)} within={TOP_BAR_ID} />
    </Header>
  );
}
