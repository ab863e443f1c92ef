/**
 * Just enough of Sanity's project API for the studio to run against the fake Content Lake: for
 * the desk and Waitlist tool specs and the editors' guide's Presentation screenshot
 * (presentation-screenshot.ts). A logged-in administrator, the project and its dataset, grants,
 * queries and documents answered from the fake lake, which the site reads too, mutations and
 * document actions written to it (studio-api-writes.ts) and told to the listeners
 * (studio-api-listeners.ts), and a realtime socket that stays quiet. Any other request is
 * logged and answered 404.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

import type { FakeContentLake } from '@brp/testing/content-lake';
import { listen, type LocalServer, readBody } from '@brp/testing/http';

import { listenerHub } from './studio-api-listeners.ts';
import { type DocumentAction, type Mutation, transaction } from './studio-api-writes.ts';

export interface FakeStudioApiOptions {
  lake: FakeContentLake;
  /** The lake's read token: queries are forwarded with it, so drafts are visible. */
  token: string;
  projectId: string;
  dataset: string;
  port?: number;
  log?: (line: string) => void;
  /** HTTPS (and HTTP/2) with this key and certificate, as the desk and Waitlist tool specs use it. */
  tls?: { key: string; cert: string };
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

/**
 * The desk's lists filter by the search box with `text::query`, which the GROQ engine of the
 * fake lake (groq-js) lacks: an empty box (`*`) matches every document, and a word is matched as
 * GROQ's `match` matches it.
 */
function withoutTextSearch(query: string): string {
  return query.replaceAll('text::query($__query)', '$__query');
}

/** Accepts the studio's realtime socket (presence) and then says nothing on it, as a quiet project
 * would: without it the browser logs each refused attempt as an error. */
function acceptQuietSocket(request: IncomingMessage, socket: Socket) {
  const key = request.headers['sec-websocket-key'];
  if (!key || !request.url?.includes('/socket/')) return socket.destroy();
  const accept = createHash('sha1')
    .update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
    .digest('base64');
  socket.write(
    'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
      `Sec-WebSocket-Accept: ${accept}\r\n\r\n`,
  );
  socket.on('error', () => socket.destroy());
  socket.resume();
}

export async function startFakeStudioApi(options: FakeStudioApiOptions): Promise<LocalServer> {
  const { lake, token, projectId, dataset } = options;
  const log =
    options.log ?? (process.env.STUDIO_API_DEBUG ? console.log : (line: string) => void line);
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

  const listeners = listenerHub(STUDIO_USER.id);

  /** Runs one transaction's writes, then tells the listeners what changed; null: refused. */
  function write(transactionId: string, apply: (writes: ReturnType<typeof transaction>) => void) {
    const writes = transaction(lake, transactionId);
    try {
      apply(writes);
    } catch (error) {
      log(`refused ${String(error)}`);
      return null;
    }
    const changes = writes.commit();
    listeners.tell(transactionId, changes);
    return changes;
  }

  /** Forwards a query to the fake lake with its read token; the API's default view is `raw`. */
  async function forward(request: IncomingMessage, url: URL): Promise<Response> {
    const target = new URL(url.pathname + url.search, lake.url);
    if (!target.searchParams.has('perspective')) target.searchParams.set('perspective', 'raw');
    if (target.searchParams.get('perspective')?.includes(','))
      target.searchParams.set('perspective', 'drafts');
    if (target.searchParams.get('perspective') === 'previewDrafts')
      target.searchParams.set('perspective', 'drafts');
    const query = target.searchParams.get('query');
    if (query) target.searchParams.set('query', withoutTextSearch(query));
    return fetch(target, {
      method: request.method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: request.method === 'POST' ? await readBody(request) : undefined,
    });
  }

  return listen(
    async (request, response) => {
      cors(request, response);
      if (request.method === 'OPTIONS') {
        response.writeHead(204);
        response.end();
        return;
      }
      const url = new URL(request.url ?? '/', 'http://studio-api.local');
      const path = url.pathname.replace(/^\/v[\w.-]+/, '');
      const host = String(request.headers.host ?? request.headers[':authority'] ?? '');
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
      if (path.startsWith(`/projects/${projectId}/user-applications`))
        return json(response, 200, []);
      if (path.startsWith('/data/listen/') || path.startsWith('/data/live/events/'))
        return listeners.open(request, response, url);
      if (path.startsWith('/data/query/') || path.startsWith('/data/doc/')) {
        const answer = await forward(request, url);
        const text = await answer.text();
        if (answer.status >= 400) log(`lake ${answer.status} ${url.pathname}${url.search} ${text}`);
        response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(text);
        return;
      }
      if (path.startsWith('/data/mutate/') || path.startsWith('/data/actions/')) {
        const body = JSON.parse(await readBody(request)) as {
          mutations?: Mutation[];
          actions?: DocumentAction | DocumentAction[];
          transactionId?: string;
        };
        log(`write ${JSON.stringify(body).slice(0, 300)}`);
        const transactionId = body.transactionId ?? Math.random().toString(36).slice(2);
        const changes = write(transactionId, (writes) => {
          for (const mutation of body.mutations ?? []) writes.mutate(mutation);
          for (const action of [body.actions ?? []].flat()) writes.act(action);
        });
        if (!changes) return json(response, 409, { error: 'the fake API refused this write' });
        return json(response, 200, {
          transactionId,
          results: changes.map(({ id, after }) => ({ id, operation: after ? 'update' : 'delete' })),
        });
      }
      if (path === '/ping') return json(response, 200, { ok: true });
      // The help menu's links and the version notice: none, as for a studio that is up to date.
      if (path === '/help') return json(response, 200, { resources: [] });
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
      if (path.startsWith('/intake/') || path.startsWith('/journey/'))
        return json(response, 200, {});
      log(`unfaked ${request.method} ${host}${url.pathname}${url.search}`);
      json(response, 404, { error: 'Not found', message: `no fake for ${url.pathname}` });
    },
    options.port,
    { upgrade: acceptQuietSocket, tls: options.tls },
  );
}
