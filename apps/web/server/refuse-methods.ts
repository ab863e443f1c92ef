/**
 * Methods the server answers before Next sees them (the same table as the proxy's, which Next's
 * own files never pass through):
 * - A WHATWG `Request` cannot carry TRACE or CONNECT, so Next fails to build one for its proxy or
 *   a route handler and answers 500; here they get a 405 naming what the address takes.
 * - Next's own files and image optimiser (`/_next/…`) take GET and HEAD; Next would answer an
 *   optimised image's POST with the image, a file's with a 500, and fetch a new image's source
 *   for any method. The HTTP cache in front says the same (deploy/varnish/default.vcl).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import { allowHeader } from '../lib/routing/methods';

// (Node's parser itself answers 400 to TRACK and to methods it does not know.)
const UNREPRESENTABLE = new Set(['CONNECT', 'TRACE']);
const FRAMEWORK_PREFIX = '/_next/';
const FRAMEWORK_METHODS = ['GET', 'HEAD'];

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The `Allow` header of a 405 for this request, or undefined when Next may take it. */
function refusal(method: string, pathname: string): string | undefined {
  if (pathname.startsWith(FRAMEWORK_PREFIX))
    return FRAMEWORK_METHODS.includes(method) ? undefined : FRAMEWORK_METHODS.join(', ');
  return UNREPRESENTABLE.has(method) ? allowHeader(pathname) : undefined;
}

export function refuseMethodsBeforeNext(handler: Handler): Handler {
  return (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    const allow = refusal(req.method ?? '', pathname);
    if (!allow) return handler(req, res);
    res.writeHead(405, {
      allow,
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end('Method Not Allowed');
  };
}
