/**
 * Which inline scripts of a page may run: only those of a shape Next or the site writes. A script
 * that got into the HTML any other way (a content field rendered raw, a future
 * `dangerouslySetInnerHTML`, a rendering bug) is left out of the page's policy, so it does not
 * run, and is reported. The shapes, each pinned by `next-internals.test.ts` against a build:
 * - Next's flight payload: `(self.__next_f=self.__next_f||[]).push([0])`, then
 *   `self.__next_f.push(<JSON>)`, where the JSON is an array of a number and a string: data
 *   pushed into a queue, nothing else evaluated.
 * - Turbopack's chunk list: `(globalThis["TURBOPACK"] || …).push(<JSON object>);`.
 * - The site's own scripts, whose text is known when the server is built (the brand font's).
 * - On a page rendered for one request (draft mode), the scripts Next wrote with that request's
 *   nonce: React's streaming instructions and Next's bootstrap, whose text changes with each
 *   render; a script React renders from the page's content never carries the nonce.
 */
import { createHash } from 'node:crypto';

import { BRAND_FONT_SCRIPT } from '../styles/brand-font-script-source';

/** An inline script: no `src`, and a type a browser runs (none, JavaScript or a module). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const RUNNABLE_TYPE = /^(?:|text\/javascript|application\/javascript|module)$/i;
const TYPE_ATTRIBUTE = /\btype\s*=\s*["']?([^"'\s>]*)/i;
const SRC_ATTRIBUTE = /\bsrc\s*=/i;
const NONCE_ATTRIBUTE = /\bnonce\s*=\s*["']?([^"'\s>]*)/i;

const SITE_SCRIPTS = new Set([BRAND_FONT_SCRIPT]);
const FLIGHT_START = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_PUSH = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/;
const TURBOPACK_CHUNKS =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);?$/;

function parsesAs<T>(json: string, check: (value: unknown) => value is T): boolean {
  try {
    return check(JSON.parse(json));
  } catch {
    return false;
  }
}

const isFlightChunk = (value: unknown): value is [number, string?] =>
  Array.isArray(value) &&
  value.length >= 1 &&
  value.length <= 2 &&
  Number.isInteger(value[0]) &&
  (value.length === 1 || typeof value[1] === 'string');

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `body` is a script Next or the site writes into every page version. */
export function isKnownScript(body: string): boolean {
  if (body === FLIGHT_START || SITE_SCRIPTS.has(body)) return true;
  const flight = FLIGHT_PUSH.exec(body)?.[1];
  if (flight) return parsesAs(flight, isFlightChunk);
  const chunks = TURBOPACK_CHUNKS.exec(body)?.[1];
  return chunks !== undefined && parsesAs(chunks, isPlainObject);
}

const sha256 = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

export interface InlineScripts {
  /** CSP sources that let the known scripts run: their hashes, and the nonce if one used it. */
  allowed: string[];
  /** The hashes of the scripts of no known shape, which the policy leaves out. */
  refused: string[];
}

/** Sorts a page's inline scripts into those that may run and those that may not. */
export function inlineScripts(html: string, nonce?: string): InlineScripts {
  const allowed = new Set<string>();
  const refused = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    if (!RUNNABLE_TYPE.test(TYPE_ATTRIBUTE.exec(attributes)?.[1] ?? '')) continue;
    if (nonce && NONCE_ATTRIBUTE.exec(attributes)?.[1] === nonce) allowed.add(`'nonce-${nonce}'`);
    else (isKnownScript(body) ? allowed : refused).add(sha256(body));
  }
  return { allowed: [...allowed], refused: [...refused] };
}
