/**
 * Every arrow points down (`pnpm lint`): apps → packages, and inside the site
 * app/ → blocks/ → components/ → lib/. No circle, type imports included.
 * @type {import('dependency-cruiser').IConfiguration}
 */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle makes two modules one: neither can be read, tested or moved alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-is-the-bottom',
      severity: 'error',
      comment: "The site's lib/ serves pages and blocks; it imports neither.",
      from: { path: '^apps/web/lib/' },
      to: { path: '^apps/web/(app|blocks|components)/' },
    },
    {
      name: 'components-serve-pages',
      severity: 'error',
      comment: 'Components and blocks are drawn by routes; they import no route.',
      from: { path: '^apps/web/(components|blocks)/' },
      to: { path: '^apps/web/app/' },
    },
    {
      name: 'components-under-blocks',
      severity: 'error',
      comment: 'Blocks are drawn from components; a component draws no block.',
      from: { path: '^apps/web/components/' },
      to: { path: '^apps/web/blocks/' },
    },
    {
      name: 'packages-import-no-app',
      severity: 'error',
      comment: 'Packages are shared by the apps; an app is never a dependency.',
      from: { path: '^packages/' },
      to: { path: '^(apps|studio)/' },
    },
    {
      name: 'apps-import-no-app',
      severity: 'error',
      comment: 'The site and the studio share packages, never each other.',
      from: { path: '^studio/' },
      to: { path: '^apps/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that does not resolve names a package the importer does not depend on.',
      from: {},
      // topojson-specification is types only (@types/topojson-specification).
      to: { couldNotResolve: true, pathNot: '^topojson-specification$' },
    },
    {
      name: 'site-imports-no-studio',
      severity: 'error',
      comment: 'The studio is an app of its own: the site reads content, never its code.',
      from: { path: '^apps/' },
      to: { path: '^studio/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(^|/)(node_modules|\\.next[^/]*|dist|\\.sanity|coverage)/|next-env\\.d\\.ts$',
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
