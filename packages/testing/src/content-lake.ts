/**
 * A fake Sanity Content Lake: answers the query API the way `@sanity/client` calls it (GET with
 * `?query=…&$param=…`, or POST with a JSON body for long queries), evaluating GROQ with groq-js
 * over an in-memory, mutable set of documents. It also serves image files the way Sanity's image
 * CDN does, so pages built against it have no broken image.
 *
 * Like the real one it knows perspectives (`published`, the default; `drafts`, each draft over
 * its published document; `raw`, everything), refuses drafts and raw reads without the read
 * token, and answers a Content Source Map for top-level string fields when asked, so the client's
 * stega encoding and @sanity/preview-url-secret (which reads `sanity.previewUrlSecret` documents
 * with the raw perspective) run against it unchanged.
 */
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
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
  /** The read token: drafts and raw reads need it; any other token is refused. Without one,
   * every request is answered. */
  token?: string;
}

export interface FakeContentLake extends LocalServer {
  /** Creates or replaces a document, as a publish in the studio would. */
  publish(document: LakeDocument): void;
  /** Sets fields of an existing document. */
  patch(id: string, fields: Record<string, unknown>): LakeDocument;
  /** Saves a draft (`drafts.<id>`) of a document, as typing in the studio does: the published
   * document, if any, with these fields changed. */
  saveDraft(id: string, fields: Record<string, unknown>): LakeDocument;
  /** Stores the secret the Presentation tool creates when it opens a preview, `ageSeconds` old
   * (valid for an hour). */
  addPreviewSecret(secret: string, options?: { ageSeconds?: number; studioUrl?: string }): void;
  get(id: string): LakeDocument | undefined;
  /** Deletes a document (a draft discarded, a document deleted in the studio). */
  remove(id: string): void;
  /** The time GROQ's `now()` answers from now on (a window's edge passes when a test says so);
   * undefined: the machine's clock, as before. */
  setClock(time: Date | undefined): void;
  /** A slow Content Lake: from now on each query is answered from the documents as they are
   * when it arrives, but the answer is sent `ms` later (0 restores it). */
  delayAnswers(ms: number): void;
  /** How many queries it has answered, to tell whether the site asked it anything. */
  readonly queryCount: number;
  /** The queries it has answered, in order. */
  readonly queries: readonly string[];
}

const QUERY_PATH = /^\/v[\w.-]+\/data\/query\/[\w-]+$/;
const DOC_PATH = /^\/v[\w.-]+\/data\/doc\/[\w-]+\/(.+)$/;
const IMAGE_PATH = /^\/images\/[\w-]+\/[\w-]+\/([\w.-]+)$/;

type Perspective = 'published' | 'drafts' | 'raw';
const DRAFT_PREFIX = 'drafts.';

/** The documents a perspective sees; under `drafts`, a draft stands in for its published id. */
function inPerspective(all: LakeDocument[], perspective: Perspective): LakeDocument[] {
  if (perspective === 'raw') return all;
  const published = all.filter((doc) => !doc._id.startsWith(DRAFT_PREFIX));
  if (perspective === 'published') return published;
  const merged = new Map(published.map((doc) => [doc._id, doc]));
  for (const draft of all.filter((doc) => doc._id.startsWith(DRAFT_PREFIX))) {
    const id = draft._id.slice(DRAFT_PREFIX.length);
    merged.set(id, { ...draft, _id: id, _originalId: draft._id });
  }
  return [...merged.values()];
}

interface SourceMap {
  documents: { _id: string; _type: string }[];
  paths: string[];
  mappings: Record<
    string,
    { type: 'value'; source: { type: 'documentValue'; document: number; path: number } }
  >;
}

const jsonKey = (key: string) => `['${key.replace(/['\\]/g, (c) => `\\${c}`)}']`;

/**
 * A Content Source Map of the strings the client can trace: each string field of a result
 * object with an `_id` that equals the same top-level field of that document.
 */
function sourceMap(result: unknown, dataset: LakeDocument[]): SourceMap {
  const byId = new Map(dataset.map((doc) => [doc._id, doc]));
  const map: SourceMap = { documents: [], paths: [], mappings: {} };
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value))
      return value.forEach((item, index) => walk(item, `${path}[${index}]`));
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const doc = typeof record._id === 'string' ? byId.get(record._id) : undefined;
    for (const [key, field] of Object.entries(record)) {
      if (doc && typeof field === 'string' && !key.startsWith('_') && doc[key] === field) {
        const id = (doc._originalId as string | undefined) ?? doc._id;
        let document = map.documents.findIndex((entry) => entry._id === id);
        if (document < 0) document = map.documents.push({ _id: id, _type: doc._type }) - 1;
        const sourcePath = map.paths.push(`$${jsonKey(key)}`) - 1;
        map.mappings[`${path}${jsonKey(key)}`] = {
          type: 'value',
          source: { type: 'documentValue', document, path: sourcePath },
        };
      } else walk(field, `${path}${jsonKey(key)}`);
    }
  };
  walk(result, '$');
  return map;
}

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
  const queries: string[] = [];
  let answerDelayMs = 0;
  let clock: Date | undefined;

  async function answerQuery(request: IncomingMessage, response: ServerResponse, url: URL) {
    const { query, params } =
      request.method === 'POST'
        ? (JSON.parse(await readBody(request)) as {
            query: string;
            params?: Record<string, unknown>;
          })
        : queryFromSearch(url);
    queries.push(query);
    const perspective = (url.searchParams.get('perspective') ?? 'published') as Perspective;
    if (!['published', 'drafts', 'raw'].includes(perspective)) {
      sendJson(response, 400, { error: { description: `Unknown perspective "${perspective}"` } });
      return;
    }
    // A lake without a token is open to every request, as the studio's tests use it.
    const auth = request.headers.authorization;
    const authorized = options.token === undefined || auth === `Bearer ${options.token}`;
    if ((auth !== undefined || perspective !== 'published') && !authorized) {
      sendJson(response, 401, { error: 'Unauthorized', message: 'Not authorized' });
      return;
    }
    const started = performance.now();
    let tree;
    try {
      tree = parse(query, { params: params ?? {} });
    } catch (error) {
      sendJson(response, 400, { error: { type: 'queryParseError', description: String(error) } });
      return;
    }
    const dataset = inPerspective([...documents.values()], perspective);
    const result: unknown = await (
      await evaluate(tree, { dataset, params: params ?? {}, timestamp: clock ?? new Date() })
    ).get();
    if (answerDelayMs > 0) await sleep(answerDelayMs);
    sendJson(response, 200, {
      query,
      result,
      ...(url.searchParams.has('resultSourceMap')
        ? { resultSourceMap: sourceMap(result, dataset) }
        : {}),
      ms: Math.round(performance.now() - started),
    });
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
    saveDraft(id, fields) {
      const base = documents.get(`${DRAFT_PREFIX}${id}`) ?? documents.get(id);
      if (!base) throw new Error(`No document ${id} in the fake Content Lake`);
      const draft = {
        ...base,
        ...structuredClone(fields),
        _id: `${DRAFT_PREFIX}${id}`,
        _updatedAt: new Date().toISOString(),
      };
      documents.set(draft._id, draft);
      return draft;
    },
    addPreviewSecret(secret, { ageSeconds = 0, studioUrl = 'http://localhost:3333' } = {}) {
      const id = `sanity-preview-url-secret.${secret.slice(0, 12)}`;
      documents.set(id, {
        _id: id,
        _type: 'sanity.previewUrlSecret',
        _updatedAt: new Date(Date.now() - ageSeconds * 1000).toISOString(),
        secret,
        source: 'fake-content-lake',
        studioUrl,
      });
    },
    get: (id) => documents.get(id),
    remove(id) {
      documents.delete(id);
    },
    setClock(time) {
      clock = time;
    },
    delayAnswers(ms) {
      answerDelayMs = ms;
    },
    get queryCount() {
      return queries.length;
    },
    get queries() {
      return queries;
    },
  };
}
