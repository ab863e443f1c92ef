import styled from 'styled-components';

import { Link } from '@/components/ui/link/link';
import { Container } from '@/components/ui/section/section';
import type { NavLink, SiteSettings } from '@/lib/content';
import { media, theme } from '@/styles/tokens';

const Root = styled.footer`
  padding: ${theme.space[16]} 0 ${theme.space[8]};
  background: ${theme.color.night};
  color: ${theme.color.onNight};
  :focus-visible {
    outline-color: ${theme.color.focusOnNight};
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${theme.space[10]};
  ${media.md} {
    grid-template-columns: 1.2fr 2fr;
  }
`;

/** The brand name, the tagline and the contact address. */
const About = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  align-content: start;
  color: ${theme.color.onNightMuted};
  strong {
    color: ${theme.color.onNight};
    font-size: ${theme.text.xl};
  }
  a {
    color: ${theme.color.accentBright};
    font-weight: ${theme.weight.semibold};
  }
`;

const LinkList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[1]} ${theme.space[6]};
  list-style: none;
  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.size.tap};
    color: ${theme.color.onNightMuted};
    text-decoration: none;
    &:hover {
      color: ${theme.color.onNight};
      text-decoration: underline;
    }
  }
`;

const Copyright = styled.p`
  margin-top: ${theme.space[12]};
  padding-top: ${theme.space[6]};
  border-top: 1px solid ${theme.color.nightBorder};
  font-size: ${theme.text.sm};
  color: ${theme.color.onNightMuted};
`;

/** The site footer: brand, contact address and the footer links edited in the CMS. */
export function Footer({ settings, links }: { settings: SiteSettings; links: NavLink[] }) {
  return (
    <Root>
      <Container>
        <Grid>
          <About>
            <strong>{settings.brandName}</strong>
            <p>
              {settings.tagline}. {settings.launchLabel}.
            </p>
            <p>
              Questions? <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
            </p>
          </About>
          <nav aria-label="Footer">
            <LinkList>
              {links.map((link) => (
                <li key={link._id}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </LinkList>
          </nav>
        </Grid>
        <Copyright>
          © {new Date().getFullYear()} {settings.brandName}. All rights reserved.
        </Copyright>
      </Container>
    </Root>
  );
}
