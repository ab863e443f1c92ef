/**
 * The site with a script slipped into its pages, as a content field rendered raw or a rendering
 * bug would put one there: a proxy in front of a production server that adds an inline script to
 * each HTML page and then gives the page its policy through the production server's own code
 * (apps/web/server/script-hashes.ts), as if the server had made the page that way. Everything
 * else passes through unchanged, so the page loads and hydrates from the same server.
 */
import { listen, type LocalServer } from '@brp/testing/http';

import { withScriptHashes } from '../../apps/web/server/script-hashes';
import { forwardRewritingHtml } from './html-rewriting-forwarder';

/** What the slipped-in script does if it runs: marks the document. */
export const INJECTED_MARK = 'data-injected';
const INJECTED = `<script>document.documentElement.setAttribute("${INJECTED_MARK}","ran")</script>`;

export function startScriptInjectingProxy(origin: string): Promise<LocalServer> {
  return listen(
    withScriptHashes(
      forwardRewritingHtml(origin, (html, policy) => [
        html.replace('</body>', `${INJECTED}</body>`),
        // The policy as next.config.ts sets it, before the server names any inline script.
        policy?.replace(/ '(?:sha256|nonce)-[^']*'/g, ''),
      ]),
    ),
  );
}
