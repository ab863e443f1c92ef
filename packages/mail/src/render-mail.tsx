import { plainTextSelectors, render } from '@react-email/render';
import { compile, type FormatCallback } from 'html-to-text';

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

/** A link as its words, a colon and its address ("Confirm my address: https://…"), or as its
 * address alone where that is its words. */
const labelledLink: FormatCallback = (element, walk, builder) => {
  const href = (element.attribs as { href?: string } | undefined)?.href ?? '';
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
};

/**
 * The plain text, converted from the HTML's own tree as React Email's `toPlainText` converts it
 * (its `plainTextSelectors`, no word wrap), the heading as written (not in capitals), each link
 * with its address. Compiled once: `toPlainText` hands its options to html-to-text's `convert`,
 * which compiles them (the selectors into a decision tree) on every call, and that compile was
 * the largest cost of sending a mail (about 40 s of the site's CPU in a load test's 100,000
 * mails). `every-mail.test.ts` checks that both give the same text for every template.
 */
export const TEXT_OPTIONS = {
  wordwrap: false as const,
  formatters: { labelledLink },
  selectors: [
    ...plainTextSelectors,
    { selector: 'h1', options: { uppercase: false, leadingLineBreaks: 2 } },
    { selector: 'a', format: 'labelledLink' },
  ],
};

const toText = compile(TEXT_OPTIONS);

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
    text: `${toText(html).trim()}\n`,
    html,
    headers: template.headers?.(props) ?? {},
    ...(template.replyTo ? { replyTo: template.replyTo(props) } : {}),
  };
}
