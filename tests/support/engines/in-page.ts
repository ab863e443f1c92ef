/**
 * Functions that run inside the page, in any engine. Each is sent as its own source text, so each
 * is self-contained: no imports, no helpers from outside its body.
 */

/** What a person looks for: a role and its accessible name, a form control's label, or text. */
export interface Query {
  role?: string;
  /** The accessible name, whitespace-normalised, matched exactly. */
  name?: string;
  /** The start of the accessible name. */
  namePrefix?: string;
  /** A form control whose label reads exactly this. */
  label?: string;
  /** An element whose own text reads exactly this (the innermost such element). */
  text?: string;
}

/**
 * The first element in `within` (or the document) that matches `query` and, with `visibleOnly`,
 * that a person can see (see {@link isVisible}), or null. Roles and names follow ARIA closely enough for this site:
 * explicit roles, the implicit roles of the elements it uses, and names from aria-labelledby,
 * aria-label, labels, contents.
 */
export function findElement(
  query: Query,
  within: Element | null,
  visibleOnly: boolean,
): Element | null {
  const normal = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const ownText = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
    return [...node.childNodes].map(ownText).join('');
  };
  const implicitRole = (element: Element): string => {
    const tag = element.tagName.toLowerCase();
    const named = element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby');
    if (tag === 'a') return element.hasAttribute('href') ? 'link' : '';
    if (tag === 'button' || tag === 'summary') return 'button';
    if (tag === 'input') {
      const type = (element.getAttribute('type') ?? 'text').toLowerCase();
      if (['button', 'submit', 'reset'].includes(type)) return 'button';
      if (type === 'checkbox' || type === 'radio') return type;
      return ['email', 'tel', 'text', 'search', 'url'].includes(type) ? 'textbox' : '';
    }
    if (tag === 'textarea') return 'textbox';
    if (/^h[1-6]$/.test(tag)) return 'heading';
    const byTag: Record<string, string> = {
      nav: 'navigation',
      dialog: 'dialog',
      article: 'article',
      ul: 'list',
      ol: 'list',
      li: 'listitem',
      main: 'main',
      header: 'banner',
      footer: 'contentinfo',
    };
    if (byTag[tag]) return byTag[tag];
    if (tag === 'form' || tag === 'section')
      return named ? (tag === 'form' ? 'form' : 'region') : '';
    return '';
  };
  const roleOf = (element: Element) =>
    normal(element.getAttribute('role')).split(' ')[0] || implicitRole(element);
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return normal(
        labelledBy
          .split(/\s+/)
          .map((id) => {
            const label = document.getElementById(id);
            return label ? ownText(label) : '';
          })
          .join(' '),
      );
    }
    const label = element.getAttribute('aria-label');
    if (label) return normal(label);
    const labels = (element as HTMLInputElement).labels;
    if (labels?.length) return normal([...labels].map(ownText).join(' '));
    return normal(ownText(element)) || normal(element.getAttribute('title'));
  };
  const labelOf = (element: Element): string => {
    const labels = (element as HTMLInputElement).labels;
    return labels?.length ? normal([...labels].map(ownText).join(' ')) : '';
  };
  const visible = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
    element.getBoundingClientRect().width > 0 &&
    element.getBoundingClientRect().height > 0;
  const candidates = [...(within ?? document).querySelectorAll('*')];
  const matches = (element: Element) => {
    if (query.role !== undefined && roleOf(element) !== query.role) return false;
    if (query.name !== undefined && nameOf(element) !== query.name) return false;
    if (query.namePrefix !== undefined && !nameOf(element).startsWith(query.namePrefix))
      return false;
    if (query.label !== undefined && labelOf(element) !== query.label) return false;
    if (query.text !== undefined) {
      if (normal(ownText(element)) !== query.text) return false;
      // The innermost element that reads the text, not every ancestor that contains it.
      return ![...element.children].some((child) => normal(ownText(child)) === query.text);
    }
    return true;
  };
  return (
    candidates.find((element) => matches(element) && (!visibleOnly || visible(element))) ?? null
  );
}

/** Whether a person can see the element: rendered, not `visibility: hidden`, not transparent. */
export function isVisible(element: Element): boolean {
  if (!element.isConnected) return false;
  if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}

/**
 * Records, from the page's first script on, what counts as a script error: uncaught exceptions,
 * unhandled rejections, console.error calls, resources that failed to load and CSP violations.
 * Read them with {@link readErrors}. Run it before any of the page's own scripts.
 */
export function collectErrors(): void {
  const key = '__engineErrors';
  const store = window as unknown as Record<string, string[] | undefined>;
  if (store[key]) return;
  const errors: string[] = [];
  store[key] = errors;
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof Element) {
        // A failed <script>, <link> or <img>: error events of elements reach window only captured.
        const source = target.getAttribute('src') ?? target.getAttribute('href') ?? '';
        errors.push(`failed to load <${target.tagName.toLowerCase()}> ${source}`);
      } else {
        errors.push(`uncaught ${event.message} (${event.filename}:${event.lineno})`);
      }
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    errors.push(`unhandled rejection ${reason instanceof Error ? reason.message : String(reason)}`);
  });
  document.addEventListener('securitypolicyviolation', (event) => {
    errors.push(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
  });
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(
      `console.error ${args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ')}`,
    );
    consoleError(...args);
  };
}

/** What {@link collectErrors} recorded in this document so far. */
export function readErrors(): string[] {
  return (window as unknown as Record<string, string[] | undefined>).__engineErrors ?? [];
}

/**
 * Starts recording the input events the document hears (pointer, mouse, touch, click, focus,
 * scroll), captured at the document, as `type:pointerType:TAG`. Read them with
 * {@link readInputEvents}: they tell a failure whether the driver's input reached the page.
 */
export function recordInputEvents(): void {
  const store = window as unknown as Record<string, string[] | undefined>;
  const seen: string[] = [];
  store.__engineInput = seen;
  const types = ['pointerdown', 'pointerup', 'pointerleave', 'pointercancel', 'click'];
  for (const type of [...types, 'mousedown', 'touchstart', 'focusout', 'scroll']) {
    document.addEventListener(
      type,
      (event) => {
        if (seen.length >= 100) return;
        const pointerType = 'pointerType' in event ? String(event.pointerType) : '';
        const target = event.target instanceof Element ? event.target.tagName : 'document';
        seen.push(`${type}:${pointerType}:${target}`);
      },
      true,
    );
  }
}

/** What {@link recordInputEvents} recorded in this document so far. */
export function readInputEvents(): string[] {
  return (window as unknown as Record<string, string[] | undefined>).__engineInput ?? [];
}
