/**
 * Bundles the editors' Visual Editing overlay (lib/visual-editing/entry.ts and everything it
 * imports, React included) into one self-contained ES module, which the draft-only route
 * app/api/draft-mode/visual-editing serves. It is built apart from Next on purpose: any client
 * component the layout imports, even rendered only in draft mode or through next/dynamic, adds
 * loader code to every visitor's first-load chunks; this file never enters Next's client graph.
 * Run by `build` and `dev`, from apps/web, with Node's type stripping.
 */
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

import { build, type Plugin } from 'rolldown';

import { VISUAL_EDITING_BUNDLE } from '../lib/visual-editing/bundle-path.ts';

/** The overlay's one stylesheet (@sanity/ui's) becomes a <style> the module adds on load. */
const inlineCss: Plugin = {
  name: 'inline-css',
  transform: {
    filter: { id: /\.css$/ },
    handler(code) {
      return {
        code: `const style = document.createElement('style');
style.textContent = ${JSON.stringify(code)};
document.head.append(style);`,
        moduleType: 'js',
      };
    },
  },
};

await mkdir(dirname(VISUAL_EDITING_BUNDLE), { recursive: true });
const { output } = await build({
  input: 'lib/visual-editing/entry.ts',
  platform: 'browser',
  plugins: [inlineCss],
  transform: { define: { 'process.env.NODE_ENV': JSON.stringify('production') } },
  output: {
    file: VISUAL_EDITING_BUNDLE,
    format: 'esm',
    minify: true,
    // One file, one request: the overlay's lazy parts are wanted as soon as it starts.
    codeSplitting: false,
  },
  onLog(level, log, report) {
    // Libraries mark their modules "use client" for React Server Components; meaningless here.
    if (log.code !== 'MODULE_LEVEL_DIRECTIVE') report(level, log);
  },
});
const size = output.reduce(
  (sum, chunk) => sum + (chunk.type === 'chunk' ? chunk.code.length : 0),
  0,
);
console.log(`bundle-visual-editing: ${VISUAL_EDITING_BUNDLE} (${Math.round(size / 1024)} KB)`);
