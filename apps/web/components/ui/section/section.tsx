import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

import { media, theme } from '@/styles/tokens';

export type SectionTone = 'light' | 'muted' | 'tint' | 'night';

const tones = {
  light: css`
    background: ${theme.color.surface};
  `,
  muted: css`
    background: ${theme.color.surfaceMuted};
  `,
  tint: css`
    background: linear-gradient(180deg, ${theme.color.surfaceTint}, ${theme.color.surface});
  `,
  night: css`
    background: ${theme.color.night};
    color: ${theme.color.onNight};
    --section-muted: ${theme.color.onNightMuted};
    :focus-visible {
      outline-color: ${theme.color.focusOnNight};
    }
  `,
};

/** A full-width band of the page; `id` makes it an anchor the top bar can link to. */
export const Section = styled.section<{ $tone?: SectionTone }>`
  position: relative;
  padding: ${theme.space.section} 0;
  --section-muted: ${theme.color.inkMuted};
  ${({ $tone = 'light' }) => tones[$tone]}
`;

/**
 * Centres content at the site's width, with gutters that grow with the viewport. Its rule is the
 * global `.container` (styles/global-styles.ts): it wraps nearly every band of every page, and a
 * styled component would write its CSS again next to each one.
 */
export function Container({ children }: { children: ReactNode }) {
  return <div className="container">{children}</div>;
}

/** The small uppercase label above a heading; on a night band it turns bright. */
const eyebrowStyles = css`
  font-size: ${theme.text.sm};
  font-weight: ${theme.weight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.color.primary};
  [data-tone='night'] & {
    color: ${theme.color.accentBright};
  }
`;

export const Eyebrow = styled.p`
  ${eyebrowStyles}
`;

const Header = styled.header<{ $align: 'center' | 'start' }>`
  display: grid;
  gap: ${theme.space[4]};
  max-width: 46rem;
  margin: 0 ${({ $align }) => ($align === 'center' ? 'auto' : '0')} ${theme.space[12]};
  text-align: ${({ $align }) => $align};
  ${media.md} {
    margin-bottom: ${theme.space[16]};
  }
`;

const Title = styled.h2`
  font-size: ${theme.text.h2};
`;

const Lead = styled.p`
  font-size: ${theme.text.lg};
  color: var(--section-muted);
  /* A word longer than the line (a path, a pasted address) wraps rather than widen the page:
     'anywhere', as 'break-word' leaves the word's width in the grid's sizing. */
  overflow-wrap: anywhere;
`;

interface SectionHeaderProps {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'center' | 'start';
  titleId?: string;
  /** 1 when the header opens a page (its title is the page's h1), else 2. */
  level?: 1 | 2;
}

/** The eyebrow, heading and lead that open a section. */
export function SectionHeader({
  eyebrow,
  title,
  lead,
  align = 'center',
  titleId,
  level = 2,
}: SectionHeaderProps) {
  return (
    <Header $align={align}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <Title as={level === 1 ? 'h1' : 'h2'} id={titleId}>
        {title}
      </Title>
      {lead ? <Lead>{lead}</Lead> : null}
    </Header>
  );
}
