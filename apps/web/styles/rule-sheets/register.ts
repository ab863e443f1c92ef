import 'server-only';

import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { createElement, type ReactElement } from 'react';

import { building, distDir, production } from '@/lib/env';

import { RuleSheet } from './rule-sheet';
import { COMPONENT_PRECEDENCE, RULE_SHEET_DIR, ruleTexts } from './store';

/** What the patched styled-components hands over for each rule group (patches/README.md). */
interface RuleGroup {
  key?: string;
  href: string;
  precedence: string;
  css: string;
}

const sheetDir = join(/* turbopackIgnore: true */ process.cwd(), distDir, 'static', RULE_SHEET_DIR);

/** The rule groups this build wrote out; read once, by a server (the build writes as it goes). */
let built: Set<string> | undefined;
function builtSheets(): Set<string> {
  built ??= new Set(
    existsSync(sheetDir) ? readdirSync(sheetDir).map((file) => file.replace(/\.css$/, '')) : [],
  );
  return built;
}

/** Writes a rule group's CSS once; the build's workers may meet the same one at the same time. */
function writeSheet(href: string, css: string) {
  try {
    writeFileSync(join(sheetDir, `${href}.css`), css, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/**
 * Whether a browser can fetch this rule group's CSS from the build: the build writes each one it
 * renders; a server refers only to those. A rule group first rendered by a running server (a
 * combination of props the build never met) stays inline, as it would be on a server that has
 * not rendered it itself behind a load balancer. In development, everything stays inline.
 */
function fetchable({ href, css }: RuleGroup): boolean {
  if (!production) return false;
  const sheets = builtSheets();
  if (building && !sheets.has(href)) {
    mkdirSync(sheetDir, { recursive: true });
    writeSheet(href, css);
    sheets.add(href);
  }
  return sheets.has(href);
}

function render(group: RuleGroup): ReactElement {
  const { key, href, precedence, css } = group;
  if (!fetchable(group)) return createElement('style', { key, href, precedence }, css);
  ruleTexts().set(href, css);
  // Every page names a hundred or more: the usual precedence goes without saying.
  const props = precedence === COMPONENT_PRECEDENCE ? { href } : { href, precedence };
  return createElement(RuleSheet, { key, ...props });
}

// Imported for this effect by the root layout, before any styled component renders.
(globalThis as Record<symbol, unknown>)[Symbol.for('styled-components.rscStyle')] = render;
