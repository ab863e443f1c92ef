/**
 * What a template's body is made of: paragraphs, one call to action, links. Each carries its
 * styles and the class of its dark scheme, so a template says only what it says.
 */
import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';

import { DARK_CLASS, styles } from './styles';

/** A paragraph of the mail's words. */
export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text className={DARK_CLASS.ink} style={styles.paragraph}>
      {children}
    </Text>
  );
}

/**
 * The mail's one call to action, a button. The plain text shows it as its label, a colon and
 * its address.
 */
export function Action({ href, children }: { href: string; children: string }) {
  return (
    <Section style={styles.action}>
      <Button href={href} style={styles.button}>
        {children}
      </Button>
    </Section>
  );
}

/** A link in the run of a paragraph; the plain text shows its address after its words. */
export function InlineLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={DARK_CLASS.brand} style={styles.link}>
      {children}
    </Link>
  );
}
