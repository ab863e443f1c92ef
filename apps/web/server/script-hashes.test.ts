import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import { listen, type LocalServer } from '@brp/testing/http';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { withScriptHashes, withScriptSources } from './script-hashes';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const BOOT = '(self.__next_f=self.__next_f||[]).push([0])';
const PUSH = 'self.__next_f.push([1,"a"])';
const INJECTED = 'alert(document.cookie)';
const PAGE = `<!DOCTYPE html><html><head><script>${BOOT}</script>
<script src="/_next/static/chunks/app.js" async=""></script>
<script type="application/ld+json">{"@type":"Organization"}</script></head>
<body><p>Rewards</p><script>${PUSH}</script><script>${INJECTED}</script>
<script>${PUSH}</script></body></html>`;
const POLICY = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'";

describe('withScriptSources', () => {
  it('adds the hashes to script-src only', () => {
    expect(withScriptSources(POLICY, ["'sha256-a'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a'; style-src 'self' 'unsafe-inline'",
    );
    expect(withScriptSources(POLICY, [])).toBe(POLICY);
  });
});

describe('withScriptHashes', () => {
  let server: LocalServer | undefined;
  afterEach(() => server?.close());

  function page(streamed: boolean) {
    return (_req: IncomingMessage, res: ServerResponse) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Security-Policy', POLICY);
      if (!streamed) return void res.end(PAGE);
      // As Next streams a page: the headers flushed before the first chunk.
      res.flushHeaders();
      res.write(PAGE.slice(0, 100));
      res.write(Buffer.from(PAGE.slice(100, 300)));
      res.end(PAGE.slice(300));
    };
  }

  it.each([
    ['in one piece', false],
    ['streamed', true],
  ])(
    'names a page’s own inline scripts in its policy, %s, refuses and reports an injected one',
    async (_, streamed) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      server = await listen(withScriptHashes(page(streamed)));
      for (const _visit of [1, 2]) {
        const response = await fetch(`${server.url}/about?email=someone@example.com`);
        expect(await response.text()).toBe(PAGE);
        expect(response.headers.get('content-security-policy')).toBe(
          withScriptSources(POLICY, [sha(BOOT), sha(PUSH)]),
        );
      }
      // Said once per version of a prerendered page, with neither the script nor the query.
      expect(warn.mock.calls.map(([line]) => String(line))).toEqual(
        streamed
          ? Array(2).fill(
              `Refused 1 inline script(s) of no known shape on /about: ${sha(INJECTED)}`,
            )
          : [`Refused 1 inline script(s) of no known shape on /about: ${sha(INJECTED)}`],
      );
      warn.mockRestore();
    },
  );

  it('gives a request with a draft cookie a nonce of its own, whatever nonce it names', async () => {
    const seen: (string | undefined)[] = [];
    server = await listen(
      withScriptHashes((req, res) => {
        const nonce = /'nonce-([^']+)'/.exec(String(req.headers['content-security-policy']))?.[1];
        seen.push(nonce);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Content-Security-Policy', POLICY);
        res.flushHeaders();
        res.end(`<script nonce="${nonce}">$RC("B:0","S:0")</script><script>${INJECTED}</script>`);
      }),
    );
    const forged = { 'content-security-policy': "script-src 'nonce-chosen-by-visitor'" };
    const editor = await fetch(server.url, {
      headers: { ...forged, cookie: '__prerender_bypass=abc' },
    });
    const visitor = await fetch(server.url, { headers: forged });
    expect(seen[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(seen[1]).toBeUndefined();
    expect(editor.headers.get('content-security-policy')).toBe(
      withScriptSources(POLICY, [`'nonce-${seen[0]}'`]),
    );
    expect(visitor.headers.get('content-security-policy')).toBe(POLICY);
  });

  it('leaves what is not a page alone', async () => {
    server = await listen(
      withScriptHashes((_req, res) => {
        res.setHeader('Content-Type', 'application/javascript');
        res.setHeader('Content-Security-Policy', POLICY);
        res.end('<script>alert(1)</script>');
      }),
    );
    const response = await fetch(server.url);
    expect(response.headers.get('content-security-policy')).toBe(POLICY);
  });
});
