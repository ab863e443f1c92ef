import type { ReactNode } from 'react';
import styled from 'styled-components';

import { goldPill } from '@/components/ui/card/card-styles';
import { Container, Eyebrow } from '@/components/ui/section/section';
import { media, theme } from '@/styles/tokens';

import { BackLink } from './back-link';
import { backLinkStyles } from './back-link-styles';

const Root = styled.header`
  padding: ${theme.space[12]} 0 ${theme.space[16]};
  background:
    radial-gradient(50rem 24rem at 90% -20%, ${theme.glow.violetFaint}, transparent 70%),
    linear-gradient(180deg, ${theme.color.surfaceTint}, ${theme.color.surface});
  ${media.md} {
    padding: ${theme.space[16]} 0 ${theme.space[20]};
  }
  h1 {
    font-size: ${theme.text.h1};
  }
`;

const Inner = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  justify-items: start;
  max-width: 48rem;
`;

const Back = styled(BackLink)`
  ${backLinkStyles}
`;

const Badge = styled.p`
  ${goldPill}
  padding: ${theme.space[1]} ${theme.space[3]};
  font-size: ${theme.text.sm};
`;

const Subtitle = styled.p`
  font-size: ${theme.text.xl};
  color: ${theme.color.inkMuted};
`;

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  eyebrow?: string;
  /** A landing-page section to go back to (#features, #vendors), with its label. */
  back?: { section: string; label: string };
  comingSoon?: boolean;
  children?: ReactNode;
}

/** The opening of an inner page: the way back, the title (the page's h1) and what it is about. */
export function PageHeader({
  title,
  subtitle,
  eyebrow,
  back,
  comingSoon = false,
  children,
}: PageHeaderProps) {
  return (
    <Root>
      <Container>
        <Inner>
          {back ? (
            <Back section={back.section}>
              <span aria-hidden="true">←</span> {back.label}
            </Back>
          ) : null}
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          {comingSoon ? <Badge>Coming Soon</Badge> : null}
          <h1>{title}</h1>
          {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
          {children}
        </Inner>
      </Container>
    </Root>
  );
}
