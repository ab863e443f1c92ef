/**
 * Compression and validators for the production server. A prerendered page (or its
 * server-component payload) is the same bytes for every visitor until it is regenerated, so it is
 * compressed once per version and kept: the first request gets a quick compression, the thread
 * pool then makes the smallest one (Brotli 11, gzip 9) for every later request.
 *
 * A version is known by its body, compared with the one kept for the URL (the same string Next
 * reads from its cache, so usually the same object and no comparison at all), not by Next's ETag:
 * Next hashes the whole page in JavaScript on every request to make it, about a third of the
 * server's time on `/` (docs/deployment.md). So `generateEtags` is off and the ETag is made here,
 * once per version, and answered with a 304 when the browser already has it.
 *
 * A version is kept per path and representation, not per URL: a query string the page does not
 * read (all of them: the pages are prerendered) would otherwise make a fresh compression each,
 * about 95 ms of CPU for `/`, for any visitor who varies it. The refinements under way are capped
 * too; one not started then waits for the version's next request.
 *
 * Only what a shared cache may keep (`s-maxage`: prerendered and regenerated pages) is kept;
 * everything else (streamed, dynamic or private answers) is compressed on the fly by
 * `compression`, Express's middleware, as Next itself would.
 */
import { hash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

import compression from 'compression';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

type Coding = 'br' | 'gzip' | 'identity';
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
type Body = string | Buffer;

/** Below this, compression costs more than the bytes it saves (compression's own threshold). */
const MIN_BYTES = 1024;
/** Refinements under way at once: Node's thread pool has four threads, and files and DNS share it. */
const MAX_REFINING = 2;
/** The request headers Next answers a page's other representations by (its payload, its parts). */
const REPRESENTATION_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-segment-prefetch'];

/** What a version is kept under: the coding, the path and the representation asked for. */
function keyOf(req: IncomingMessage, coding: Coding): string {
  const path = (req.url ?? '/').split('?')[0];
  const representation = REPRESENTATION_HEADERS.map((name) => String(req.headers[name] ?? ''));
  return [coding, path, ...representation].join(' ');
}

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
  identity: (body) => body,
};

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** The smallest, off the main thread (Brotli 11 takes about half a second for 120 KB). */
const best: Partial<Record<Coding, (body: Buffer) => Promise<Buffer>>> = {
  br: (body) => brotliAsync(body, brotli(11, body)),
  gzip: (body) => gzipAsync(body, { level: 9 }),
};

/** Negotiator 1's `encoding`, whose `preferred` breaks ties its 0.6 types do not know yet. */
type Negotiate = (available: Coding[], options: { preferred: Coding[] }) => string | undefined;

/** The coding this client accepts, Brotli first where it accepts both as well (as browsers do). */
function negotiate(req: IncomingMessage): Coding {
  const negotiator = new Negotiator(req);
  const encoding = negotiator.encoding.bind(negotiator) as Negotiate;
  const coding = encoding(['br', 'gzip'], { preferred: ['br', 'gzip'] });
  return coding === 'br' || coding === 'gzip' ? coding : 'identity';
}

/** One version of a URL's answer in one coding. */
interface Kept {
  /** The body as the handler gave it, to recognise the version. */
  source: Body;
  etag: string;
  bytes: Buffer;
  /** Whether `bytes` is the smallest compression, or one is under way. */
  refined: boolean;
}

/** Whether `body` is the version kept: the same string object costs nothing to compare. */
const isKept = (kept: Kept, body: Body) =>
  typeof kept.source === 'string' ? kept.source === body : kept.source.equals(body as Buffer);

/** A strong validator per version and coding (the codings are different representations). */
const etagOf = (body: Buffer, coding: Coding) =>
  `"${hash('sha1', body, 'base64url')}${coding === 'identity' ? '' : `-${coding}`}"`;

/** What a shared cache may keep: prerendered and regenerated pages and payloads. */
const isShared = (res: ServerResponse) =>
  /\bs-maxage=/.test(String(res.getHeader('Cache-Control') ?? ''));

/** Wraps a request handler with compression; `maxBytes` bounds what is kept in memory. */
export function compressOnce(handler: Handler, { maxBytes }: { maxBytes: number }): Handler {
  const cache = new LRUCache<string, Kept>({
    maxSize: maxBytes,
    sizeCalculation: (kept) => kept.bytes.length + kept.source.length,
  });
  const onTheFly = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } } });

  let refining = 0;

  /** Replaces the quick compression with the smallest, unless the version was replaced meanwhile;
   * with the pool busy, it waits for the version's next request. */
  const refine = (key: string, kept: Kept, coding: Coding, body: Buffer) => {
    const compress = best[coding];
    if (!compress || kept.refined || refining >= MAX_REFINING) return;
    kept.refined = true;
    refining += 1;
    compress(body)
      .then((bytes) => {
        if (cache.peek(key) === kept && bytes.length < kept.bytes.length)
          cache.set(key, { ...kept, bytes });
      })
      .catch((error: unknown) => console.error(`compress-once: ${String(error)}`))
      .finally(() => (refining -= 1));
  };

  /** The version kept for this request, made (and compressed quickly) when it is new. */
  const keptFor = (key: string, coding: Coding, source: Body, encoding: unknown) => {
    const known = cache.get(key);
    const body = () =>
      typeof source === 'string'
        ? Buffer.from(source, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : source;
    if (known && isKept(known, source)) {
      if (!known.refined) refine(key, known, coding, body());
      return known;
    }
    const bytes = body();
    const kept = {
      source,
      etag: etagOf(bytes, coding),
      bytes: quick[coding](bytes),
      refined: false,
    };
    cache.set(key, kept);
    refine(key, kept, coding, bytes);
    return kept;
  };

  return (req, res) => {
    onTheFly(req as never, res as never, () => undefined);
    if ((req.method === 'GET' || req.method === 'HEAD') && !req.headers.range) {
      const coding = negotiate(req);
      const write = res.write.bind(res);
      const end = res.end.bind(res);
      let streamed = false;
      res.write = ((...args: Parameters<typeof write>) => {
        streamed = true;
        return write(...args);
      }) as typeof res.write;
      res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
        const source = typeof chunk === 'string' || Buffer.isBuffer(chunk) ? chunk : undefined;
        const keep =
          source !== undefined &&
          source.length >= MIN_BYTES &&
          !streamed &&
          !res.headersSent &&
          res.statusCode === 200 &&
          isShared(res) &&
          !res.getHeader('Content-Encoding') &&
          compression.filter(req as never, res as never);
        if (!keep) return end(chunk as never, encoding as never, callback as never);
        const kept = keptFor(keyOf(req, coding), coding, source, encoding);
        const done = (typeof encoding === 'function' ? encoding : callback) as () => void;
        res.setHeader('ETag', kept.etag);
        if (fresh(req.headers, { etag: kept.etag })) {
          res.statusCode = 304;
          res.removeHeader('Content-Type');
          res.removeHeader('Content-Length');
          return end(done);
        }
        // Set before the on-the-fly layer sees the headers, so it passes the bytes through.
        if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
        res.setHeader('Content-Length', kept.bytes.length);
        return end(kept.bytes, done);
      }) as typeof res.end;
    }
    handler(req, res);
  };
}
