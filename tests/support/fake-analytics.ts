/**
 * A stand-in for a self-hosted Umami server on loopback (the network edge), under a path of its
 * own: it serves a tracker script that speaks Umami's protocol as its own does
 * (`window.umami.track`, each report POSTed as `{ type: 'event', payload }` to `/api/send` under
 * the host the script is given, cross-origin, no cookies) and keeps every report it receives, for
 * the spec to read as Umami's dashboard would.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';

/** One report: a page view when it has no `name`, else an event. */
interface UmamiPayload {
  website: string;
  hostname: string;
  url: string;
  title: string;
  referrer: string;
  name?: string;
  data?: Record<string, string>;
}

/** Umami's tracker, reduced to what the site calls: the defaults, `track`, auto-track off. Its
 * collector, as Umami's own finds it: `data-host-url`, else the script's folder, + `/api/send`. */
const TRACKER = `(() => {
  const script = document.currentScript;
  const website = script.getAttribute('data-website-id');
  const host = script.getAttribute('data-host-url') || script.src.split('/').slice(0, -1).join('/');
  const endpoint = host.replace(/\\/$/, '') + '/api/send';
  const defaults = () => ({
    website,
    hostname: location.hostname,
    screen: screen.width + 'x' + screen.height,
    language: navigator.language,
    title: document.title,
    url: location.href,
    referrer: document.referrer,
  });
  const send = (payload) =>
    fetch(endpoint, {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'event', payload }),
    });
  const track = (what, data) =>
    typeof what === 'function'
      ? send(what(defaults()))
      : typeof what === 'string'
        ? send({ ...defaults(), name: what, data })
        : send(defaults());
  window.umami = { track };
  if (script.getAttribute('data-auto-track') !== 'false') track();
})();
`;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
};

async function bodyOf(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

export interface FakeAnalytics {
  /** Every report received, in order. */
  reports: UmamiPayload[];
  /** Every request, as `METHOD /path`. */
  requests: string[];
  close(): Promise<void>;
}

/** A fake Umami on `port`, answering under `base`: `/umami` serves `/umami/script.js` and takes
 * `/umami/api/send`. */
export async function startFakeAnalytics(port: number, base: string): Promise<FakeAnalytics> {
  const reports: UmamiPayload[] = [];
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    requests.push(`${request.method} ${path}`);
    if (request.method === 'GET' && path === `${base}/script.js`) {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(TRACKER);
    } else if (request.method === 'OPTIONS' && path === `${base}/api/send`) {
      response.writeHead(204, CORS).end();
    } else if (request.method === 'POST' && path === `${base}/api/send`) {
      void bodyOf(request).then((body) => {
        reports.push((JSON.parse(body) as { payload: UmamiPayload }).payload);
        response.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end('{}');
      });
    } else {
      response.writeHead(404).end();
    }
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    reports,
    requests,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
