import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';

import type { SiteOrigin } from './audience';
import { InlineLink } from './parts';
import { COLOR_SCHEME_CSS, DARK_CLASS, styles } from './styles';
import type { EraseLine } from './template';

/** The site's name, atop every mail. */
const WORDMARK = 'Neighbourhood rewards pilot';

interface FrameProps {
  subject: string;
  /** The summary a mail client shows after the subject in its list (not in the plain text). */
  preview: string;
  origin: SiteOrigin;
  /** The closing line that erases what we keep; none in the team's own mail. */
  erase?: EraseLine;
  children: ReactNode;
}

/**
 * Every mail's frame: the wordmark, the subject as its heading, the template's body, and the
 * line that erases what we keep, on one card no wider than 560 px (a phone's full width).
 */
export function MailFrame({ subject, preview, origin, erase, children }: FrameProps) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{subject}</title>
        {/* The site's own constant rules, no value from outside. */}
        <style dangerouslySetInnerHTML={{ __html: COLOR_SCHEME_CSS }} />
      </Head>
      <Body className={DARK_CLASS.page} style={styles.page}>
        <Preview>{preview}</Preview>
        <Container className={DARK_CLASS.card} style={styles.card}>
          <Text className={DARK_CLASS.brand} style={styles.brand}>
            {WORDMARK}
          </Text>
          <Heading as="h1" className={DARK_CLASS.ink} style={styles.heading}>
            {subject}
          </Heading>
          {children}
          {erase ? (
            <>
              <Hr className={DARK_CLASS.rule} style={styles.rule} />
              <Text className={DARK_CLASS.muted} style={styles.footer}>
                {erase.words} <InlineLink href={`${origin}${erase.path}`}>{erase.label}</InlineLink>
              </Text>
            </>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}
