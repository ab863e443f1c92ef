/**
 * Just enough of Sanity's project API for the studio to run against the fake Content Lake, for
 * the editors' guide's Presentation screenshot (presentation-screenshot.ts): a logged-in administrator,
 * the project and its dataset, grants, a listener that never reports anything, and queries,
 * documents and mutations answered from the fake lake, which the site reads too. Any other
 * request is logged and answered 404. It does not change the fake lake's own behaviour.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { FakeContentLake, LakeDocument } from '@brp/testing/content-lake';
import { listen, type LocalServer, readBody } from '@brp/testing/http';

export interface FakeStudioApiOptions {
  lake: FakeContentLake;
  /** The lake's read token: queries are forwarded with it, so drafts are visible. */
  token: string;
  projectId: string;
  dataset: string;
  port?: number;
  log?: (line: string) => void;
}

const STUDIO_USER = {
  id: 'p-editor',
  name: 'Maria Editor',
  email: 'maria@example.com',
  profileImage: null,
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
  provider: 'sanity',
};

const ALL_PERMISSIONS = ['read', 'create', 'update', 'history', 'editHistory', 'manage'];

function cors(request: IncomingMessage, response: ServerResponse) {
  response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
  response.setHeader('access-control-allow-credentials', 'true');
  response.setHeader(
    'access-control-allow-headers',
    request.headers['access-control-request-headers'] ?? '*',
  );
  response.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

type Mutation = Record<string, Record<string, unknown>>;

/** Sets a dotted top-level-ish path (`a.b`) on a copy of a document. */
function setPath(doc: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let target = doc;
  for (const key of keys.slice(0, -1)) {
    if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  target[keys.at(-1)!] = value;
}

export async function startFakeStudioApi(options: FakeStudioApiOptions): Promise<LocalServer> {
  const { lake, token, projectId, dataset } = options;
  const log = options.log ?? ((line: string) => void line);
  const project = {
    id: projectId,
    displayName: 'Rewards network site',
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    organizationId: null,
    metadata: {},
    features: [],
    members: [
      { id: STUDIO_USER.id, role: 'administrator', roles: STUDIO_USER.roles, isRobot: false },
    ],
  };

  function save(doc: LakeDocument) {
    const now = new Date().toISOString();
    lake.publish({
      _createdAt: now,
      ...doc,
      _updatedAt: now,
      _rev: Math.random().toString(36).slice(2),
    });
  }

  function mutate(mutations: Mutation[]) {
    const results: { id: string; operation: string }[] = [];
    for (const mutation of mutations) {
      const [kind, body] = Object.entries(mutation)[0]!;
      const id = body.id as string | undefined;
      if (kind === 'create' || kind === 'createOrReplace' || kind === 'createIfNotExists') {
        const doc = body as LakeDocument;
        if (kind !== 'createIfNotExists' || !lake.get(doc._id)) save(doc);
        results.push({ id: doc._id, operation: 'create' });
      } else if (kind === 'delete' && id) {
        // The fake lake cannot delete: an empty draft is as good as none for this screenshot.
        results.push({ id, operation: 'delete' });
      } else if (kind === 'patch' && id) {
        const current = lake.get(id);
        if (!current) continue;
        const next = structuredClone(current) as Record<string, unknown>;
        for (const [path, value] of Object.entries(
          (body.setIfMissing ?? {}) as Record<string, unknown>,
        ))
          if (next[path] === undefined) setPath(next, path, value);
        for (const [path, value] of Object.entries((body.set ?? {}) as Record<string, unknown>))
          setPath(next, path, value);
        for (const path of (body.unset ?? []) as string[]) delete next[path];
        save(next as LakeDocument);
        results.push({ id, operation: 'update' });
      }
    }
    return results;
  }

  /** Forwards a query to the fake lake with its read token; the API's default view is `raw`. */
  async function forward(request: IncomingMessage, url: URL): Promise<Response> {
    const target = new URL(url.pathname + url.search, lake.url);
    if (!target.searchParams.has('perspective')) target.searchParams.set('perspective', 'raw');
    if (target.searchParams.get('perspective')?.includes(','))
      target.searchParams.set('perspective', 'drafts');
    if (target.searchParams.get('perspective') === 'previewDrafts')
      target.searchParams.set('perspective', 'drafts');
    return fetch(target, {
      method: request.method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: request.method === 'POST' ? await readBody(request) : undefined,
    });
  }

  const listeners = new Set<ServerResponse>();

  return listen(async (request, response) => {
    cors(request, response);
    if (request.method === 'OPTIONS') {
      response.writeHead(204);
      response.end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://studio-api.local');
    const path = url.pathname.replace(/^\/v[\w.-]+/, '');
    const host = request.headers.host ?? '';
    if (process.env.STUDIO_API_DEBUG)
      log(`${request.method} ${url.pathname}${url.search}`.slice(0, 250));

    if (path === '/users/me') return json(response, 200, STUDIO_USER);
    if (path.startsWith('/users/me/keyvalue/'))
      return json(
        response,
        200,
        path
          .slice('/users/me/keyvalue/'.length)
          .split(',')
          .map((key) => ({ key: decodeURIComponent(key), value: null })),
      );
    if (path.startsWith('/users/')) return json(response, 200, [STUDIO_USER]);
    if (path === `/projects/${projectId}`) return json(response, 200, project);
    if (path === `/projects/${projectId}/datasets`)
      return json(
        response,
        200,
        url.searchParams.has('datasetProfile')
          ? []
          : [{ name: dataset, aclMode: 'public', addonFor: null, datasetProfile: 'content' }],
      );
    if (path === `/projects/${projectId}/datasets/${dataset}/acl`)
      return json(response, 200, [{ filter: '_id in path("**")', permissions: ALL_PERMISSIONS }]);
    if (path === `/projects/${projectId}/grants`) return json(response, 200, {});
    if (path === `/projects/${projectId}/roles`)
      return json(response, 200, [{ name: 'administrator', title: 'Administrator' }]);
    if (path === `/projects/${projectId}/features` || path === '/features')
      return json(response, 200, []);
    if (path.startsWith(`/projects/${projectId}/user-applications`)) return json(response, 200, []);
    if (path.startsWith('/data/listen/') || path.startsWith('/data/live/events/')) {
      response.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      response.write(`event: welcome\ndata: ${JSON.stringify({ listenerName: 'fake' })}\n\n`);
      listeners.add(response);
      request.on('close', () => listeners.delete(response));
      return;
    }
    if (path.startsWith('/data/query/') || path.startsWith('/data/doc/')) {
      const answer = await forward(request, url);
      const text = await answer.text();
      if (answer.status >= 400) log(`lake ${answer.status} ${url.pathname}${url.search} ${text}`);
      response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(text);
      return;
    }
    if (path.startsWith('/data/mutate/')) {
      const body = JSON.parse(await readBody(request)) as {
        mutations: Mutation[];
        transactionId?: string;
      };
      log(`mutate ${JSON.stringify(body.mutations).slice(0, 300)}`);
      const results = mutate(body.mutations);
      return json(response, 200, {
        transactionId: body.transactionId ?? Math.random().toString(36).slice(2),
        results,
      });
    }
    if (path === '/ping') return json(response, 200, { ok: true });
    if (path.startsWith('/schedules/')) return json(response, 200, { schedules: [] });
    if (/^\/data\/history\/[\w-]+\/events\//.test(path))
      return json(response, 200, { events: {}, nextCursor: null });
    if (/^\/data\/history\/[\w-]+\/transactions\//.test(path)) {
      response.writeHead(200, { 'content-type': 'application/x-ndjson' });
      response.end('');
      return;
    }
    if (path.startsWith('/data/history/')) return json(response, 200, { documents: [] });
    // Images, from the lake that serves them to the site too.
    if (url.pathname.startsWith('/images/')) {
      const image = await fetch(new URL(url.pathname, lake.url));
      response.writeHead(image.status, {
        'content-type': image.headers.get('content-type') ?? 'application/octet-stream',
      });
      response.end(Buffer.from(await image.arrayBuffer()));
      return;
    }
    if (path === '/check/cors') return json(response, 200, { ok: true });
    if (path.startsWith('/intake/') || path.startsWith('/journey/')) return json(response, 200, {});
    log(`unfaked ${request.method} ${host}${url.pathname}${url.search}`);
    json(response, 404, { error: 'Not found', message: `no fake for ${url.pathname}` });
  }, options.port);
}
