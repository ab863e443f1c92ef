import type { ReactNode } from 'react';
import styled from 'styled-components';

import { Container, Eyebrow } from '@/components/ui/section/section';
import { media, theme } from '@/styles/tokens';

import { BackLink } from './back-link';

const Root = styled.header`
  padding: ${theme.space[12]} 0 ${theme.space[16]};
  background:
    radial-gradient(50rem 24rem at 90% -20%, rgb(124 58 237 / 0.14), transparent 70%),
    linear-gradient(180deg, ${theme.color.surfaceTint}, ${theme.color.surface});
  ${media.md} {
    padding: ${theme.space[16]} 0 ${theme.space[20]};
  }
`;

const Inner = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  justify-items: start;
  max-width: 48rem;
`;

const Back = styled(BackLink)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.size.tap};
  font-weight: ${theme.weight.semibold};
  color: ${theme.color.primary};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Title = styled.h1`
  font-size: ${theme.text.h1};
`;

const Subtitle = styled.p`
  font-size: ${theme.text.xl};
  color: ${theme.color.inkMuted};
`;

const Badge = styled.p`
  padding: ${theme.space[1]} ${theme.space[3]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.goldSoft};
  color: ${theme.color.onGold};
  font-size: ${theme.text.sm};
  font-weight: ${theme.weight.bold};
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
          <Title>{title}</Title>
          {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
          {children}
        </Inner>
      </Container>
    </Root>
  );
}
