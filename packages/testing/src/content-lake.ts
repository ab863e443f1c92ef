/**
 * A fake Sanity Content Lake: answers the query API the way `@sanity/client` calls it (GET with
 * `?query=…&$param=…`, or POST with a JSON body for long queries), evaluating GROQ with groq-js
 * over an in-memory, mutable set of documents. It also serves image files the way Sanity's image
 * CDN does, so pages built against it have no broken image.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';

import { evaluate, parse } from 'groq-js';

import { listen, type LocalServer, readBody, sendJson } from './http.ts';

export interface LakeDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

export interface FakeContentLakeOptions {
  documents: readonly LakeDocument[];
  /** Image files by CDN file name (`<hash>-<w>x<h>.<ext>`), served under /images/…/… */
  imageFiles?: ReadonlyMap<string, string>;
  port?: number;
}

export interface FakeContentLake extends LocalServer {
  /** Creates or replaces a document, as a publish in the studio would. */
  publish(document: LakeDocument): void;
  /** Sets fields of an existing document. */
  patch(id: string, fields: Record<string, unknown>): LakeDocument;
  get(id: string): LakeDocument | undefined;
  /** How many queries it has answered, to tell whether the site asked it anything. */
  readonly queryCount: number;
}

const QUERY_PATH = /^\/v[\w.-]+\/data\/query\/[\w-]+$/;
const DOC_PATH = /^\/v[\w.-]+\/data\/doc\/[\w-]+\/(.+)$/;
const IMAGE_PATH = /^\/images\/[\w-]+\/[\w-]+\/([\w.-]+)$/;

/** Reads `?query=` and `$name=` parameters (JSON-encoded, as the client sends them). */
function queryFromSearch(url: URL): { query: string; params: Record<string, unknown> } {
  const params: Record<string, unknown> = {};
  for (const [name, value] of url.searchParams) {
    if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value) as unknown;
  }
  return { query: url.searchParams.get('query') ?? '', params };
}

export async function startFakeContentLake(
  options: FakeContentLakeOptions,
): Promise<FakeContentLake> {
  const documents = new Map(options.documents.map((doc) => [doc._id, structuredClone(doc)]));
  let queryCount = 0;

  async function answerQuery(request: IncomingMessage, response: ServerResponse, url: URL) {
    const { query, params } =
      request.method === 'POST'
        ? (JSON.parse(await readBody(request)) as {
            query: string;
            params?: Record<string, unknown>;
          })
        : queryFromSearch(url);
    queryCount += 1;
    const started = performance.now();
    let tree;
    try {
      tree = parse(query, { params: params ?? {} });
    } catch (error) {
      sendJson(response, 400, { error: { type: 'queryParseError', description: String(error) } });
      return;
    }
    // The published perspective: drafts are not part of what the site reads.
    const dataset = [...documents.values()].filter((doc) => !doc._id.startsWith('drafts.'));
    const result: unknown = await (await evaluate(tree, { dataset, params: params ?? {} })).get();
    sendJson(response, 200, { query, result, ms: Math.round(performance.now() - started) });
  }

  async function serveImage(response: ServerResponse, file: string) {
    const path = options.imageFiles?.get(file);
    if (!path) return sendJson(response, 404, { error: 'image not found' });
    const type = file.endsWith('.png')
      ? 'image/png'
      : file.endsWith('.webp')
        ? 'image/webp'
        : 'image/jpeg';
    response.writeHead(200, { 'content-type': type, 'cache-control': 'public, max-age=31536000' });
    response.end(await readFile(path));
  }

  const server = await listen(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://lake.local');
    if (QUERY_PATH.test(url.pathname)) return answerQuery(request, response, url);
    const docIds = DOC_PATH.exec(url.pathname)?.[1];
    if (docIds) {
      const found = decodeURIComponent(docIds)
        .split(',')
        .map((id) => documents.get(id))
        .filter(Boolean);
      return sendJson(response, 200, { documents: found, omitted: [] });
    }
    const image = IMAGE_PATH.exec(url.pathname)?.[1];
    if (image) return serveImage(response, image);
    sendJson(response, 404, { error: `no fake for ${request.method} ${url.pathname}` });
  }, options.port);

  return {
    ...server,
    publish(document) {
      documents.set(document._id, structuredClone(document));
    },
    patch(id, fields) {
      const current = documents.get(id);
      if (!current) throw new Error(`No document ${id} in the fake Content Lake`);
      const next = { ...current, ...structuredClone(fields), _updatedAt: new Date().toISOString() };
      documents.set(id, next);
      return next;
    },
    get: (id) => documents.get(id),
    get queryCount() {
      return queryCount;
    },
  };
}
