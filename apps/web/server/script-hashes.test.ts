import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import { listen, type LocalServer } from '@brp/testing/http';
import { afterEach, describe, expect, it } from 'vitest';

import { inlineScriptHashes, withScriptHashes, withScriptSources } from './script-hashes';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const BOOT = 'self.__next_f=self.__next_f||[]';
const PUSH = 'self.__next_f.push([1,"a"])';
const PAGE = `<!DOCTYPE html><html><head><script>${BOOT}</script>
<script src="/_next/static/chunks/app.js" async=""></script>
<script type="application/ld+json">{"@type":"Organization"}</script></head>
<body><p>Rewards</p><script>${PUSH}</script><script type="module">import('/x.js')</script>
<script>${PUSH}</script></body></html>`;
const POLICY = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'";

describe('inlineScriptHashes', () => {
  it('hashes each inline script a browser runs, once, and no file or data block', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([sha(BOOT), sha(PUSH), sha("import('/x.js')")]);
  });
});

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
    'names a page’s inline scripts in its policy, %s, and leaves the page whole',
    async (_, streamed) => {
      server = await listen(withScriptHashes(page(streamed)));
      const response = await fetch(server.url);
      expect(await response.text()).toBe(PAGE);
      expect(response.headers.get('content-security-policy')).toBe(
        withScriptSources(POLICY, [sha(BOOT), sha(PUSH), sha("import('/x.js')")]),
      );
    },
  );

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
