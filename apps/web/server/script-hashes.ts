/**
 * A Content-Security-Policy that allows a page's own inline scripts and no others. The policy
 * next.config.ts sets allows scripts from the site itself only; Next's inline bootstrap (its
 * payload pushes, the brand font's mark) would be blocked. The pages are static, so a nonce cannot
 * fit them (one nonce for every visitor is no nonce); the hash of each inline script can, and
 * the production server sees each page version whole anyway (compress-once.ts). So each HTML
 * answer's inline scripts are hashed into its `script-src`: a script injected into a page, by
 * content or by a request, matches no hash and does not run.
 *
 * A page Next streams (draft mode's, rendered per request for an editor) is gathered whole first,
 * its headers held back with it: its scripts are only known at the end. Hashes are kept per body, so a prerendered page's
 * version is hashed once.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import { LRUCache } from 'lru-cache';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const POLICY = 'Content-Security-Policy';
/** An inline script: no `src`, and a type a browser runs (none, JavaScript or a module). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const RUNNABLE_TYPE = /^(?:|text\/javascript|application\/javascript|module)$/i;
const TYPE_ATTRIBUTE = /\btype\s*=\s*["']?([^"'\s>]*)/i;
const SRC_ATTRIBUTE = /\bsrc\s*=/i;

/** The CSP source of each inline script a browser would run in `html`, in order, once each. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    if (!RUNNABLE_TYPE.test(TYPE_ATTRIBUTE.exec(attributes)?.[1] ?? '')) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
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

/** Wraps the request handler: every HTML answer's policy names its inline scripts' hashes. */
export function withScriptHashes(handler: Handler, maxBytes = 16 * 1024 * 1024): Handler {
  // Keyed by the body itself: Next hands the same string for a prerendered version until it
  // regenerates (the key is that string, already in memory; the size bounds how many it pins).
  const hashesOf = new LRUCache<string, string[]>({
    maxSize: maxBytes,
    sizeCalculation: (_hashes, html) => html.length,
  });
  const versionHashes = (html: string) => {
    let known = hashesOf.get(html);
    if (!known) hashesOf.set(html, (known = inlineScriptHashes(html)));
    return known;
  };

  return (req, res) => {
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
    const sign = (hashes: string[]) => {
      const policy = res.getHeader(POLICY);
      if (typeof policy === 'string') res.setHeader(POLICY, withScriptSources(policy, hashes));
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
        sign(versionHashes(chunk));
        return end(
          chunk,
          typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
          done,
        );
      }
      gather(chunk, encoding);
      // Streamed (rendered for one editor): hashed once, not kept.
      const body = gathered ? Buffer.concat(gathered) : Buffer.alloc(0);
      sign(inlineScriptHashes(body.toString('utf8')));
      return end(body, done);
    }) as typeof res.end;

    handler(req, res);
  };
}
