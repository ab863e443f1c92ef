import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { classifyHref, isSafeHref, safeRedirectPath } from './links';

describe('classifyHref', () => {
  it.each([
    ['/', 'path'],
    ['/about', 'path'],
    ['/#pricing', 'path'],
    ['/features/universal-currency', 'path'],
    ['#waitlist', 'anchor'],
    ['#how-it-works', 'anchor'],
    ['https://example.com', 'https'],
    ['https://example.com/path?q=1#x', 'https'],
    ['HTTPS://EXAMPLE.COM', 'https'],
    ['mailto:hello@example.com', 'mailto'],
    ['MAILTO:hello@example.com?subject=Hi', 'mailto'],
    ['mailto:hello%40example.com', 'mailto'],
  ])('allows %j as a %s link', (href, kind) => {
    expect(classifyHref(href)).toBe(kind);
  });

  it.each([
    ['', 'empty'],
    ['javascript:alert(1)', 'a script'],
    ['JavaScript:alert(1)', 'a script in mixed case'],
    ['java\tscript:alert(1)', 'a script split by a tab'],
    [' javascript:alert(1)', 'a script behind a space'],
    ['\u0001javascript:alert(1)', 'a script behind a control character'],
    ['data:text/html,<script>alert(1)</script>', 'a data URL'],
    ['vbscript:msgbox', 'another scheme'],
    ['http://example.com', 'plain http'],
    ['//evil.example', 'a protocol-relative URL'],
    ['/\\evil.example', 'a backslash path'],
    ['#', 'a bare hash'],
    ['#1st', 'an anchor starting with a digit'],
    ['#a b', 'an anchor with a space'],
    ['mailto:', 'a mailto without address'],
    ['mailto:not-an-address', 'a mailto to a malformed address'],
    ['mailto:%E0%A4%A', 'a mailto with broken escapes'],
    ['about', 'a relative path'],
    ['https://', 'https without a host'],
    ['https:///path', 'https with an empty host'],
    ['ftp://example.com', 'ftp'],
    ['https://[::1', 'an https URL that does not parse'],
  ])('refuses %j (%s)', (href) => {
    expect(classifyHref(href)).toBeUndefined();
    expect(isSafeHref(href)).toBe(false);
  });

  it('never allows a javascript: link, however it is disguised', () => {
    const noise = fc.string({
      unit: fc.constantFrom(' ', '\t', '\n', '\u0000', '\u001f'),
      maxLength: 3,
    });
    fc.assert(
      fc.property(noise, noise, fc.mixedCase(fc.constant('javascript')), (before, inside, word) => {
        const href = `${before}${word.slice(0, 4)}${inside}${word.slice(4)}:alert(1)`;
        expect(isSafeHref(href)).toBe(false);
      }),
    );
  });

  it('allows every https URL with a web host', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['https'] }), (url) => {
        expect(isSafeHref(url)).toBe(true);
      }),
    );
  });
});

describe('safeRedirectPath', () => {
  it.each([
    ['/blog/loyalty-app-security', '/blog/loyalty-app-security'],
    ['/?join=vendor#waitlist', '/?join=vendor#waitlist'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('keeps the site path %s', (target, expected) => {
    expect(safeRedirectPath(target)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\r\n/evil.example',
    '/\n/evil.example',
    '/.//evil.example',
    '/..//evil.example',
    'https:evil.example',
    'https://evil.example',
    'http://evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hi',
    'evil.example',
    '#top',
    '',
  ])('refuses %j, going to the fallback instead', (target) => {
    expect(safeRedirectPath(target)).toBe('/');
    expect(safeRedirectPath(target, '/blog')).toBe('/blog');
  });

  it('goes to the fallback when there is no target', () => {
    expect(safeRedirectPath(null)).toBe('/');
    expect(safeRedirectPath(undefined, '/about')).toBe('/about');
  });

  it('never leaves the site, whatever the target', () => {
    fc.assert(
      fc.property(fc.string(), (target) => {
        const resolved = new URL(safeRedirectPath(target), 'https://site.example');
        return resolved.origin === 'https://site.example' && !resolved.pathname.startsWith('//');
      }),
    );
  });
});
