import type { ReactNode } from 'react';
import styled from 'styled-components';

import { ContentImage } from '@/components/content-image/content-image';
import {
  Container,
  Section,
  SectionHeader,
  type SectionTone,
} from '@/components/ui/section/section';
import type { ImageSource } from '@/lib/content/image';
import { media, theme } from '@/styles/tokens';

const Columns = styled.div<{ $imageLeft: boolean }>`
  display: grid;
  gap: ${theme.space[8]};
  align-items: center;
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${theme.space[12]};
    > :last-child {
      order: ${({ $imageLeft }) => ($imageLeft ? -1 : 0)};
    }
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${theme.radius.xl};
    box-shadow: ${theme.shadow.md};
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  font-size: ${theme.text.lg};
  /* Beside the text, the section header needs none of the room it leaves above a band's content. */
  > header {
    margin-bottom: ${theme.space[2]};
  }
  > p {
    color: ${theme.color.inkMuted};
  }
`;

/** Text beside a picture on wide screens, the picture under the text on phones. */
export function TextWithMedia({
  eyebrow,
  title,
  lead,
  image,
  imageLeft,
  tone,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  image: ImageSource;
  imageLeft: boolean;
  tone?: SectionTone;
  children: ReactNode;
}) {
  return (
    <Section $tone={tone} aria-label={title}>
      <Container>
        <Columns $imageLeft={imageLeft}>
          <Text>
            <SectionHeader eyebrow={eyebrow} title={title} lead={lead} align="start" />
            {children}
          </Text>
          <ContentImage
            image={image}
            sizes="(min-width: 1200px) 560px, (min-width: 768px) 50vw, 100vw"
          />
        </Columns>
      </Container>
    </Section>
  );
}
