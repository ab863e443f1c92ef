/**
 * Requests as an attacker sends them: any method, any path, unescaped. With them, the classic
 * open-redirect spellings (each what a redirect parameter decodes to; {@link ENCODED_TARGETS} are
 * sent as they are, so the server decodes their escapes itself) and a check that a redirect stays
 * on the site, and the methods no page takes.
 */
import { request } from 'node:http';

const OPEN_REDIRECT_TARGETS = [
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\r\n/evil.example',
  '/.//evil.example',
  '/..//evil.example',
  'https:evil.example',
  'https://evil.example',
  'http://evil.example/',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
];

/** Spellings sent without further encoding: the server sees the escapes. */
const ENCODED_TARGETS = [
  '/%5Cevil.example',
  '/%09/evil.example',
  '/%0D%0A/evil.example',
  '/%2F%2Fevil.example',
  '%2F%2Fevil.example',
  '/%2e/%2Fevil.example',
];

/** The query value for each spelling: the plain ones escaped, the encoded ones as they are. */
export function redirectQueryValues(): string[] {
  return [...OPEN_REDIRECT_TARGETS.map(encodeURIComponent), ...ENCODED_TARGETS];
}

/** Whether a redirect's Location, read by a browser on `origin`, stays on `origin`. */
export function staysOn(origin: string, location: string | undefined): boolean {
  if (location === undefined) return true;
  // Browsers drop tabs and line breaks and read a backslash as a slash before resolving.
  const resolved = new URL(location.replace(/[\t\r\n]/g, ''), origin);
  return resolved.origin === new URL(origin).origin && !resolved.pathname.startsWith('//');
}

export interface RawAnswer {
  status: number;
  location: string | undefined;
  allow: string | undefined;
  bytes: number;
}

/**
 * A request with the path and method sent exactly as written: clients would tidy `//host` into
 * another host, and fetch() refuses TRACE.
 */
export function rawRequest(origin: string, path: string, method = 'GET'): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((done, fail) => {
    request({ hostname, port, path, method }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          location: res.headers.location,
          allow: res.headers.allow,
          bytes,
        }),
      );
    })
      .on('error', fail)
      .end();
  });
}

/** A GET of {@link rawRequest}. */
export const rawGet = (origin: string, path: string) => rawRequest(origin, path);

/** Methods no page, feed, image or card takes. */
const ODD_METHODS = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND'];

/**
 * What each odd method gets at each path: a problem for each answer that is not a 405 naming what
 * the address takes (204 for OPTIONS), or that carries a body with a 2xx, or is a 5xx.
 */
export async function oddMethodProblems(origin: string, paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    for (const method of ODD_METHODS) {
      const { status, allow, bytes } = await rawRequest(origin, path, method);
      const expected = method === 'OPTIONS' ? [204, 405] : [405];
      if (!expected.includes(status) || !allow?.includes('GET') || (status < 300 && bytes > 0))
        problems.push(`${method} ${path}: ${status}, Allow ${allow}, ${bytes} bytes`);
    }
  }
  return problems;
}
