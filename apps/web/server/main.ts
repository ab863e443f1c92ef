/**
 * The production server, `node apps/web/server.js` in the standalone folder (the build bundles
 * this file there, in place of the one Next writes: scripts/complete-standalone.ts). It does what
 * Next's own does (its configuration, its folder, its request handler) behind the compression of
 * compress-once.ts, so a prerendered page is compressed once per version, not once per request,
 * and names in its headers what an HTTP cache in front keeps and purges it by (surrogate-keys.ts);
 * each page's policy lets run only the inline scripts Next and the site write (script-hashes.ts),
 * methods Next cannot or should not take are refused before it (refuse-methods.ts), a body
 * reaches it whole or not at all (whole-bodies.ts), and X-Forwarded-For names the client as the
 * trusted proxies report it (trusted-client.ts).
 */
import { createServer } from 'node:http';

import next from 'next';

import { compressOnce } from './compress-once';
import { refuseMethodsBeforeNext } from './refuse-methods';
import { withScriptHashes } from './script-hashes';
import { EVERY_PAGE_KEY, withSurrogateKeys } from './surrogate-keys';
import { withTrustedClientAddress } from './trusted-client';
import { MAX_BODY_BYTES, withWholeBodies } from './whole-bodies';

/** The build's Next configuration, written in by the bundler, as in Next's own server.js. */
declare const STANDALONE_CONFIG: Record<string, unknown>;

/** What stays compressed in memory: every page and payload of the site many times over. */
const COMPRESSED_CACHE_BYTES = 64 * 1024 * 1024;
/** How long a stopping server lets requests under way finish. */
const SHUTDOWN_GRACE_MS = 10_000;
/**
 * How long an idle connection stays open: longer than what sends to it keeps one (Varnish's and
 * nginx's 60 s, Node's fetch 4 s), so the server never closes one just as a request is sent on it
 * (Node's 5 s did: a proxy answered 503, or a client saw ECONNRESET, under load). No longer than
 * a slow client may already hold a connection sending its headers (60 s), plus a margin.
 */
const KEEP_ALIVE_MS = 65_000;

const dir = import.meta.dirname;
process.chdir(dir);
// As Next's own server.js does: the environment and configuration its request handler expects.
Object.assign(process.env, {
  NODE_ENV: 'production',
  __NEXT_PRIVATE_STANDALONE_CONFIG: JSON.stringify(STANDALONE_CONFIG),
});

// Read once the process is in its folder and production mode: it checks every variable.
const { edgeCaches, listenAddress, waitlistSettings } = await import('../lib/env');
const { purgeEdgeCaches } = await import('../lib/edge/purge');
const { port, hostname } = listenAddress;

const app = next({ dir, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();
const server = createServer(
  // A body up to the largest a route takes waits whole in its request's buffer (whole-bodies.ts).
  { highWaterMark: MAX_BODY_BYTES + 1 },
  withTrustedClientAddress(
    waitlistSettings.trustedProxyHops,
    refuseMethodsBeforeNext(
      withWholeBodies(
        compressOnce(
          withScriptHashes(
            withSurrogateKeys((req, res) => {
              // As Next's own server does with an error that escaped its handler.
              handle(req, res).catch((error: unknown) => {
                // The path alone: a query string can hold what a visitor typed.
                const path = (req.url ?? '').split('?')[0];
                console.error(`Failed to handle request for ${path}`, error);
                if (!res.headersSent) res.writeHead(500).end('Internal Server Error');
              });
            }),
          ),
          { maxBytes: COMPRESSED_CACHE_BYTES },
        ),
      ),
    ),
  ),
);
server.keepAliveTimeout = KEEP_ALIVE_MS;
server.listen(port, hostname, () => {
  console.log(`▲ Ready on http://${hostname}:${port}`);
  // A new build's pages replace what an HTTP cache in front keeps of the one before (in a rolling
  // deployment, the last server started purges last). A restart of the same build costs refills.
  void purgeEdgeCaches(edgeCaches, [EVERY_PAGE_KEY]);
});

// A container stop (SIGTERM) or Ctrl-C: stop taking connections, let requests under way finish.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  });
}
