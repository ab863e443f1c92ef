/**
 * Makes X-Forwarded-For say one thing Next and the routes can rely on: the client's address as the
 * operator's trusted proxies report it (TRUSTED_PROXY_HOPS), or the connection's own. Next only
 * fills the header in when it is missing, so without this a visitor could write any address
 * there and get a fresh waitlist rate limit with every request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import { trustedClientAddress } from '../lib/rate-limits/client-address';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export function withTrustedClientAddress(hops: number, handler: Handler): Handler {
  return (req, res) => {
    const forwarded = req.headers['x-forwarded-for'];
    req.headers['x-forwarded-for'] = trustedClientAddress(
      Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
      req.socket.remoteAddress,
      hops,
    );
    delete req.headers['x-real-ip'];
    handler(req, res);
  };
}
