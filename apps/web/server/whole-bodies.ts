/**
 * A request's body arrives whole before Next sees the request, or the request never reaches Next.
 * Next's proxy clones a body as it streams and, when the client goes away mid-body, logs the
 * `Error: aborted` with its stack and renders a 500 for nobody (next-server.js, `runMiddleware`):
 * twenty dropped POSTs were twenty stacks in the log. Here the body waits, unread, in the request's
 * own buffer (the server's highWaterMark holds MAX_BODY_BYTES) until it is complete; a client that
 * goes away first costs nothing and is logged nowhere, and a body larger than any route takes is
 * a 413 before Next reads a byte. Next then reads the body from the buffer as it always would.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** More than any route takes (the local outbox's 32 KB), and what Next's proxy clones (64 KB,
 * `proxyClientMaxBodySize`): the server's sockets buffer this much of a body (main.ts). */
export const MAX_BODY_BYTES = 64 * 1024;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Whether a request carries a body at all (a length, or chunks). */
function hasBody(req: IncomingMessage): boolean {
  return Number(req.headers['content-length'] ?? 0) > 0 || 'transfer-encoding' in req.headers;
}

function tooLarge(res: ServerResponse): void {
  res.writeHead(413, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  // Node discards what is still on its way, as it did when a route refused a body: a client
  // still sending reads this answer rather than a reset connection (undici's fetch fails on
  // one), and the time it may take is Node's own limit for a request (requestTimeout).
  res.end(`The body is larger than ${MAX_BODY_BYTES} bytes`);
}

export function withWholeBodies(handler: Handler): Handler {
  return (req, res) => {
    if (req.complete || !hasBody(req)) return handler(req, res);
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return tooLarge(res);
    const settle = () => {
      req.off('readable', arrived);
      req.off('close', settle);
      req.off('error', settle);
    };
    // The body is left in the request's buffer: `readable` says more of it came, or its end.
    const arrived = () => {
      if (req.readableLength > MAX_BODY_BYTES) {
        settle();
        tooLarge(res);
      } else if (req.complete) {
        settle();
        handler(req, res);
      }
    };
    req.on('readable', arrived);
    // Gone before its body was whole: nobody waits for an answer, and nothing went wrong here.
    req.on('close', settle);
    req.on('error', settle);
  };
}
