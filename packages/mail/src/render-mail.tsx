import { oneClickLeavePath } from '@brp/core/waitlist-mail';
import { render, toPlainText } from '@react-email/render';

import { MailFrame } from './frame';
import type { MailBase, MailTemplate } from './template';

/** A mail as the site's server sends it (nodemailer's fields). */
export interface MailMessage {
  subject: string;
  text: string;
  html: string;
  /** List-Unsubscribe (RFC 2369, one-click per RFC 8058): the mail client's own "unsubscribe"
   * erases the person. */
  headers: Record<string, string>;
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
      leaveCode={props.leaveCode}
    >
      {template.body(props)}
    </MailFrame>,
  );
  return {
    subject,
    text: `${toPlainText(html, TEXT_OPTIONS).trim()}\n`,
    html,
    headers: {
      'List-Unsubscribe': `<${props.origin}${oneClickLeavePath(props.leaveCode)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
