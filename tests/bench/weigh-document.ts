/**
 * A document's weight as a browser receives it: the body's bytes on the wire, asked for with
 * Chromium's own Accept-Encoding (so Brotli where the server offers it, gzip where it only offers
 * that). Node's fetch would undo the compression, so this reads the raw answer.
 */
import { request } from 'node:http';

const CHROMIUM_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export function weighAsSent(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      { headers: { 'accept-encoding': CHROMIUM_ACCEPT_ENCODING } },
      (answer) => {
        let bytes = 0;
        answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
        answer.on('end', () =>
          answer.statusCode === 200
            ? resolve(bytes)
            : reject(new Error(`bench: ${url} answered ${answer.statusCode}`)),
        );
        answer.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}
