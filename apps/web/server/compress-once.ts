/**
 * Compression for the production server. A prerendered page (or its server-component payload) is
 * the same bytes for every visitor until it is regenerated, so it is compressed once per version
 * and kept: the first request gets a quick compression, the thread pool then makes the smallest
 * one (Brotli 11, gzip 9) for every later request. The key is the URL and the ETag Next gives
 * every prerendered answer (a hash of its body), so a regenerated page is compressed anew.
 * Everything else (streamed, dynamic or uncacheable answers) is compressed on the fly by
 * `compression`, Express's middleware, as Next itself would.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

import compression from 'compression';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

type Coding = 'br' | 'gzip';
type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Below this, compression costs more than the bytes it saves (compression's own threshold). */
const MIN_BYTES = 1024;

const brotli = (quality: number, body: Buffer) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

/** Fast enough to answer the request that first meets a page version (about 10 ms for 120 KB). */
const quick: Record<Coding, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, brotli(5, body)),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** The smallest, off the main thread (Brotli 11 takes about half a second for 120 KB). */
const best: Record<Coding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotliAsync(body, brotli(11, body)),
  gzip: (body) => gzipAsync(body, { level: 9 }),
};

/** Negotiator 1's `encoding`, whose `preferred` breaks ties its 0.6 types do not know yet. */
type Negotiate = (available: Coding[], options: { preferred: Coding[] }) => string | undefined;

/** The coding this client accepts, Brotli first where it accepts both as well (as browsers do). */
function negotiate(req: IncomingMessage): Coding | undefined {
  const negotiator = new Negotiator(req);
  const encoding = negotiator.encoding.bind(negotiator) as Negotiate;
  const coding = encoding(['br', 'gzip'], { preferred: ['br', 'gzip'] });
  return coding === 'br' || coding === 'gzip' ? coding : undefined;
}

function bodyOf(chunk: unknown, encoding: unknown): Buffer | undefined {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return undefined;
}

/** Wraps a request handler with compression; `maxBytes` bounds what is kept compressed. */
export function compressOnce(handler: Handler, { maxBytes }: { maxBytes: number }): Handler {
  const kept = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    sizeCalculation: (buffer) => buffer.length,
  });
  const refining = new Set<string>();
  const onTheFly = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } } });

  /** Replaces the quick compression with the smallest, unless the entry left meanwhile. */
  const refine = (key: string, coding: Coding, body: Buffer) => {
    if (refining.has(key)) return;
    refining.add(key);
    best[coding](body)
      .then((smallest) => {
        const current = kept.get(key);
        if (current && smallest.length < current.length) kept.set(key, smallest);
      })
      .catch((error: unknown) => console.error(`compress-once: ${String(error)}`))
      .finally(() => refining.delete(key));
  };

  return (req, res) => {
    onTheFly(req as never, res as never, () => undefined);
    const coding = negotiate(req);
    if (coding && (req.method === 'GET' || req.method === 'HEAD') && !req.headers.range) {
      const write = res.write.bind(res);
      const end = res.end.bind(res);
      let streamed = false;
      res.write = ((...args: Parameters<typeof write>) => {
        streamed = true;
        return write(...args);
      }) as typeof res.write;
      res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
        const body = bodyOf(chunk, encoding);
        const etag = res.getHeader('ETag');
        const whole =
          body &&
          body.length >= MIN_BYTES &&
          !streamed &&
          !res.headersSent &&
          res.statusCode === 200 &&
          typeof etag === 'string' &&
          !res.getHeader('Content-Encoding') &&
          compression.filter(req as never, res as never);
        if (!whole) return end(chunk as never, encoding as never, callback as never);
        const key = `${coding} ${req.url} ${etag}`;
        let compressed = kept.get(key);
        if (!compressed) {
          compressed = quick[coding](body);
          kept.set(key, compressed);
          refine(key, coding, body);
        }
        // Set before the on-the-fly layer sees the headers, so it passes the bytes through.
        res.setHeader('Content-Encoding', coding);
        res.setHeader('Content-Length', compressed.length);
        const done = typeof encoding === 'function' ? encoding : callback;
        return end(compressed, done as () => void);
      }) as typeof res.end;
    }
    handler(req, res);
  };
}
