/**
 * The site with a script slipped into its pages, as a content field rendered raw or a rendering
 * bug would put one there: a proxy in front of a production server that adds an inline script to
 * each HTML page and then gives the page its policy through the production server's own code
 * (apps/web/server/script-hashes.ts), as if the server had made the page that way. Everything
 * else passes through unchanged, so the page loads and hydrates from the same server.
 */
import { request } from 'node:http';

import { listen, type LocalServer } from '@brp/testing/http';

import { withScriptHashes } from '../../apps/web/server/script-hashes';

/** What the slipped-in script does if it runs: marks the document. */
export const INJECTED_MARK = 'data-injected';
const INJECTED = `<script>document.documentElement.setAttribute("${INJECTED_MARK}","ran")</script>`;

/** The policy as next.config.ts sets it, before the server names any inline script. */
const withoutInlineSources = (policy: string) => policy.replace(/ '(?:sha256|nonce)-[^']*'/g, '');

export function startScriptInjectingProxy(origin: string): Promise<LocalServer> {
  const upstream = new URL(origin);
  return listen(
    withScriptHashes((incoming, outgoing) => {
      const forwarded = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          path: incoming.url,
          method: incoming.method,
          // Uncompressed, so the HTML can be read and changed.
          headers: { ...incoming.headers, 'accept-encoding': 'identity' },
        },
        (answer) => {
          const headers = { ...answer.headers };
          if (!String(headers['content-type']).startsWith('text/html')) {
            outgoing.writeHead(answer.statusCode ?? 502, headers);
            answer.pipe(outgoing);
            return;
          }
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const html = Buffer.concat(chunks)
              .toString('utf8')
              .replace('</body>', `${INJECTED}</body>`);
            delete headers['content-length'];
            delete headers['transfer-encoding'];
            const policy = headers['content-security-policy'];
            if (typeof policy === 'string')
              headers['content-security-policy'] = withoutInlineSources(policy);
            for (const [name, value] of Object.entries(headers))
              if (value !== undefined) outgoing.setHeader(name, value);
            outgoing.statusCode = answer.statusCode ?? 502;
            outgoing.end(html);
          });
        },
      );
      forwarded.on('error', (error) => outgoing.destroy(error));
      incoming.pipe(forwarded);
    }),
  );
}
