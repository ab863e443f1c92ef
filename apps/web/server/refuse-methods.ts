/**
 * Methods the server answers before Next sees them. A WHATWG `Request` cannot carry TRACE
 * or CONNECT, so Next fails to build one for its proxy or a route handler and answers 500; here
 * they get a 405 naming what the address takes (the same table as the proxy's).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import { allowHeader } from '../lib/routing/methods';

// (Node's parser itself answers 400 to TRACK and to methods it does not know.)
const UNREPRESENTABLE = new Set(['CONNECT', 'TRACE']);

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export function refuseUnrepresentableMethods(handler: Handler): Handler {
  return (req, res) => {
    if (!UNREPRESENTABLE.has(req.method ?? '')) return handler(req, res);
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    res.writeHead(405, {
      allow: allowHeader(pathname),
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end('Method Not Allowed');
  };
}
