import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { BRAND_FONT_SCRIPT } from '../styles/brand-font-script-source';
import { inlineScripts, isKnownScript } from './inline-scripts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('isKnownScript', () => {
  it.each([
    ['Next’s flight start', '(self.__next_f=self.__next_f||[]).push([0])'],
    ['a flight chunk', 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])'],
    ['a binary flight chunk', 'self.__next_f.push([3,"AAEC"])'],
    [
      'Turbopack’s chunk list',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[35139]});',
    ],
    ['the brand font’s script', BRAND_FONT_SCRIPT],
  ])('knows %s', (_, body) => expect(isKnownScript(body)).toBe(true));

  it.each([
    ['a script of its own', 'alert(1)'],
    ['code after a flight chunk', 'self.__next_f.push([1,"a"]);alert(1)'],
    ['code inside a flight push', 'self.__next_f.push([1,"a"],alert(1))'],
    ['a call where a flight chunk’s string goes', 'self.__next_f.push([1,alert(1)])'],
    [
      'code in the chunk list',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));',
    ],
    ['the brand font’s script, changed', `${BRAND_FONT_SCRIPT};alert(1)`],
  ])('refuses %s', (_, body) => expect(isKnownScript(body)).toBe(false));
});

describe('inlineScripts', () => {
  const page = (nonce: string) =>
    `<script>self.__next_f.push([1,"a"])</script><script type="application/ld+json">{}</script>` +
    `<script src="/x.js"></script><script nonce="${nonce}">$RC("B:0","S:0")</script>` +
    `<script>alert(1)</script>`;

  it('allows known scripts by hash and the request’s own nonce, refuses the rest', () => {
    expect(inlineScripts(page('n0nce'), 'n0nce')).toEqual({
      allowed: [sha('self.__next_f.push([1,"a"])'), "'nonce-n0nce'"],
      refused: [sha('alert(1)')],
    });
  });

  it('does not take a nonce the request was not given', () => {
    expect(inlineScripts(page('guessed'), 'n0nce').refused).toContain(sha('$RC("B:0","S:0")'));
    expect(inlineScripts(page('guessed')).refused).toContain(sha('$RC("B:0","S:0")'));
  });
});
