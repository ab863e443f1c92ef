import { isValidEmail } from './validation';

/** The kinds of link an editor may enter in a navigation link. */
export type HrefKind = 'path' | 'anchor' | 'https' | 'mailto';

// Browsers drop tabs and newlines inside URLs, so "java\tscript:" would still run: any
// whitespace or control character makes a link unsafe.
const WHITESPACE_OR_CONTROL = /[\s\p{Cc}]/u;
const ANCHOR = /^#[A-Za-z][\w-]*$/;
// URL parsing forgives "https:///host"; an editor's link must spell the host right after "//".
const HTTPS_WITH_HOST = /^https:\/\/[^/?#]/i;

/**
 * What kind of link `href` is, or undefined when it is none the site allows: a site path
 * ("/about", "/#pricing"), an in-page anchor ("#waitlist"), an `https:` URL with a host, or a
 * `mailto:` link to one valid address. Anything else, `javascript:` and `http:` included, is
 * refused.
 */
export function classifyHref(href: string): HrefKind | undefined {
  if (href === '' || WHITESPACE_OR_CONTROL.test(href) || href.includes('\\')) return undefined;
  if (href.startsWith('/')) return href.startsWith('//') ? undefined : 'path';
  if (href.startsWith('#')) return ANCHOR.test(href) ? 'anchor' : undefined;
  if (href.toLowerCase().startsWith('mailto:')) {
    const address = href.slice('mailto:'.length).replace(/\?.*$/, '');
    return isValidEmail(decodeURIComponentSafe(address)) ? 'mailto' : undefined;
  }
  return isHttpsUrl(href) ? 'https' : undefined;
}

/** Whether the site may render `href` as a link (see {@link classifyHref}). */
export function isSafeHref(href: string): boolean {
  return classifyHref(href) !== undefined;
}

function isHttpsUrl(href: string): boolean {
  return HTTPS_WITH_HOST.test(href) && URL.canParse(href);
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Any origin: only to see where a browser would resolve a path. */
const PROBE_ORIGIN = 'http://site.invalid';

/**
 * Where a redirect the site takes from a request may go: `target` when it is a path of this site
 * (the same rules as a link's, {@link classifyHref}) and still one once a browser resolves it
 * (`/.//host` resolves to the path `//host`, which a later hop may read as a host); `fallback`
 * otherwise, so no request sends a visitor off-site (`//host`, `/\host`, tabs and line breaks,
 * `https:host`, `javascript:`).
 */
export function safeRedirectPath(target: string | null | undefined, fallback = '/'): string {
  if (!target || classifyHref(target) !== 'path') return fallback;
  const resolved = new URL(target, PROBE_ORIGIN);
  const stays = resolved.origin === PROBE_ORIGIN && !resolved.pathname.startsWith('//');
  return stays ? target : fallback;
}
