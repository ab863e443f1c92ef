import { render, toPlainText } from '@react-email/render';

import { MailFrame } from './frame';
import type { MailBase, MailTemplate } from './template';

/** A mail as the site's server sends it (nodemailer's fields). */
export interface MailMessage {
  subject: string;
  text: string;
  html: string;
  /** The template's own headers (the waitlist's one-click unsubscribe). */
  headers: Record<string, string>;
  /** Where a reply goes, when not to the sender. */
  replyTo?: { name: string; address: string };
}

/** The parts of html-to-text's formatter API the link formatter uses (the package has no types). */
interface TextBuilder {
  pushWordTransform(transform: (word: string) => string): void;
  popWordTransform(): void;
  addLiteral(text: string): void;
  addInline(text: string, options: { noWordTransform: boolean }): void;
}
interface Element {
  attribs?: { href?: string };
  children: unknown[];
}

/** A link as its words, a colon and its address ("Confirm my address: https://…"), or as its
 * address alone where that is its words. */
function labelledLink(
  element: Element,
  walk: (nodes: unknown[], builder: TextBuilder) => void,
  builder: TextBuilder,
) {
  const href = element.attribs?.href ?? '';
  let words = '';
  builder.pushWordTransform((word) => {
    words += word;
    return word;
  });
  walk(element.children, builder);
  builder.popWordTransform();
  if (words === href) return;
  builder.addLiteral(':');
  builder.addInline(` ${href}`, { noWordTransform: true });
}

/**
 * The plain text, converted from the HTML's own tree by React Email: the heading as written (not
 * in capitals), each link with its address.
 */
const TEXT_OPTIONS = {
  formatters: { labelledLink },
  selectors: [
    { selector: 'h1', options: { uppercase: false, leadingLineBreaks: 2 } },
    { selector: 'a', format: 'labelledLink' },
  ],
};

/** Renders a template with its props: the HTML, its plain-text twin, the subject and headers. */
export async function renderMail<Props extends MailBase>(
  template: MailTemplate<Props>,
  props: Props,
): Promise<MailMessage> {
  const subject = template.subject(props);
  const html = await render(
    <MailFrame
      subject={subject}
      preview={template.preview(props)}
      origin={props.origin}
      erase={template.erase?.(props)}
    >
      {template.body(props)}
    </MailFrame>,
  );
  return {
    subject,
    text: `${toPlainText(html, TEXT_OPTIONS).trim()}\n`,
    html,
    headers: template.headers?.(props) ?? {},
    ...(template.replyTo ? { replyTo: template.replyTo(props) } : {}),
  };
}
