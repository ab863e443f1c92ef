/**
 * A Content-Security-Policy that lets a page's own inline scripts run and no others. The policy
 * next.config.ts sets allows scripts from the site itself only; Next's inline bootstrap (its
 * payload pushes, the brand font's mark) would be blocked. The pages are static, so a nonce cannot
 * fit them (one nonce for every visitor is no nonce), and the production server sees each page
 * version whole anyway (compress-once.ts): each HTML answer's policy names the hashes of those of
 * its inline scripts that are of a shape Next or the site writes (inline-scripts.ts). A script of
 * any other shape, however it got into the page, is left out, does not run, and is logged.
 *
 * A page rendered for one request (draft mode, for an editor) is gathered whole first, its headers
 * held back with it: its scripts are only known at the end. Next writes that render's scripts with
 * a nonce this server chooses for the request (Next reads it from the request's policy header,
 * which a visitor can therefore never set). Results are kept per body, so a prerendered page's
 * version is looked at once.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import { LRUCache } from 'lru-cache';

import { DRAFT_COOKIE } from '../lib/routing/draft-cookie-name';
import { type InlineScripts, inlineScripts } from './inline-scripts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const POLICY = 'Content-Security-Policy';
/** The request headers Next takes a script nonce from. */
const NONCE_HEADERS = ['content-security-policy', 'content-security-policy-report-only'];

/**
 * Replaces whatever nonce the request names with one of this server's, for a request that may be
 * rendered for itself (it carries a draft cookie; a forged one gets the prerendered 404 page).
 */
function chooseNonce(req: IncomingMessage): string | undefined {
  for (const name of NONCE_HEADERS) delete req.headers[name];
  if (!req.headers.cookie?.includes(`${DRAFT_COOKIE}=`)) return undefined;
  const nonce = randomBytes(16).toString('base64');
  req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`;
  return nonce;
}

/** Says, without the script or the query string, where a script of no known shape was refused. */
function reportRefused(req: IncomingMessage, refused: string[]) {
  if (!refused.length) return;
  const path = (req.url ?? '/').split('?')[0];
  console.warn(
    `Refused ${refused.length} inline script(s) of no known shape on ${path}: ${refused.join(' ')}`,
  );
}

/** `policy` with `sources` added to its `script-src` (which it must have). */
export function withScriptSources(policy: string, sources: string[]): string {
  if (!sources.length) return policy;
  return policy
    .split(';')
    .map((directive) =>
      /^\s*script-src\s/i.test(directive)
        ? `${directive.trimEnd()} ${sources.join(' ')}`
        : directive,
    )
    .join(';');
}

const isHtml = (res: ServerResponse) =>
  String(res.getHeader('Content-Type') ?? '').startsWith('text/html');

/** Wraps the request handler: every HTML answer's policy names the inline scripts it may run. */
export function withScriptHashes(handler: Handler, maxBytes = 16 * 1024 * 1024): Handler {
  // Keyed by the body itself: Next hands the same string for a prerendered version until it
  // regenerates (the key is that string, already in memory; the size bounds how many it pins).
  const scriptsOf = new LRUCache<string, InlineScripts>({
    maxSize: maxBytes,
    sizeCalculation: (_scripts, html) => html.length,
  });
  /** A prerendered version's scripts; its refusals only the first time it is seen. */
  const versionScripts = (html: string): InlineScripts => {
    const known = scriptsOf.get(html);
    if (known) return { ...known, refused: [] };
    const scripts = inlineScripts(html);
    scriptsOf.set(html, scripts);
    return scripts;
  };

  return (req, res) => {
    const nonce = chooseNonce(req);
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    const flushHeaders = res.flushHeaders.bind(res);
    // Next flushes the headers before it streams a page: a page's go with its body instead.
    res.flushHeaders = () => {
      if (!isHtml(res)) flushHeaders();
    };
    let gathered: Buffer[] | undefined;

    const gather = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      gathered ??= [];
      gathered.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : typeof chunk === 'string'
            ? Buffer.from(
                chunk,
                typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
              )
            : Buffer.from(chunk as Uint8Array),
      );
    };
    const sign = (scripts: InlineScripts) => {
      reportRefused(req, scripts.refused);
      const policy = res.getHeader(POLICY);
      if (typeof policy === 'string')
        res.setHeader(POLICY, withScriptSources(policy, scripts.allowed));
    };

    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      if (res.headersSent || !isHtml(res))
        return write(chunk, encoding as never, callback as never);
      gather(chunk, encoding);
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') queueMicrotask(() => (done as () => void)());
      return true;
    }) as typeof res.write;

    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      if (res.headersSent || !isHtml(res))
        return end(chunk as never, encoding as never, callback as never);
      const done = (
        typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback
      ) as (() => void) | undefined;
      if (!gathered && typeof chunk === 'string') {
        // The usual case: a prerendered page in one piece, the very string Next keeps.
        sign(nonce ? inlineScripts(chunk, nonce) : versionScripts(chunk));
        return end(
          chunk,
          typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
          done,
        );
      }
      gather(chunk, encoding);
      // Streamed (rendered for one editor): looked at once, not kept.
      const body = gathered ? Buffer.concat(gathered) : Buffer.alloc(0);
      sign(inlineScripts(body.toString('utf8'), nonce));
      return end(body, done);
    }) as typeof res.end;

    handler(req, res);
  };
}
