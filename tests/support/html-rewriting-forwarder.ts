/**
 * A request handler that forwards every request to `origin` and hands each HTML page, whole, to
 * `rewrite` before it goes on (the page and its policy header); everything else passes through
 * untouched. The WebKit suite's error collector and the script-injection proxy are built on it.
 */
import {
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
  type ServerResponse,
} from 'node:http';

export type PageRewrite = (
  html: string,
  policy: string | undefined,
) => [string, string | undefined];

export function forwardRewritingHtml(
  origin: string,
  rewrite: PageRewrite,
): (incoming: IncomingMessage, outgoing: ServerResponse) => void {
  const upstream = new URL(origin);
  return (incoming, outgoing) => {
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
        const headers: IncomingHttpHeaders = { ...answer.headers };
        if (!String(headers['content-type']).startsWith('text/html')) {
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const policy = headers['content-security-policy'];
          const [html, newPolicy] = rewrite(
            Buffer.concat(chunks).toString('utf8'),
            typeof policy === 'string' ? policy : undefined,
          );
          delete headers['content-length'];
          delete headers['transfer-encoding'];
          if (newPolicy !== undefined) headers['content-security-policy'] = newPolicy;
          // Set one by one, so a wrapper (the server's script policy) still sees them before they go.
          for (const [name, value] of Object.entries(headers))
            if (value !== undefined) outgoing.setHeader(name, value);
          outgoing.statusCode = answer.statusCode ?? 502;
          outgoing.end(html);
        });
      },
    );
    forwarded.on('error', (error) => outgoing.destroy(error));
    incoming.pipe(forwarded);
  };
}
