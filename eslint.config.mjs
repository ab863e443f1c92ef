import js from '@eslint/js';
import nextVitals from 'eslint-config-next/core-web-vitals';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

/** A hex colour (#rgb, #rgba, #rrggbb, #rrggbbaa) or an rgb()/rgba() call. */
const COLOUR_LITERAL = String.raw`/#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\b|rgba?\(/`;

/** The generated query types: only the content module imports them. */
const SANITY_TYPES = {
  regex: '(^|/)sanity\\.types(\\.ts)?$',
  message: "Import the domain types from '@/lib/content' instead.",
};

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/.next/',
    '**/.next-*/',
    '**/.visual-editing/',
    '**/dist/',
    '**/coverage/',
    '**/.sanity/',
    '**/next-env.d.ts',
    '**/sanity.types.ts',
    '.toolchain/',
    '.reports/',
    '.bench/',
    'tests/test-results/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Empty env variables must fall back to defaults, so `||` on strings is intended.
      '@typescript-eslint/prefer-nullish-coalescing': [
        'error',
        { ignorePrimitives: { string: true } },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    extends: [nextVitals],
    settings: { next: { rootDir: 'apps/web' }, react: { version: '19' } },
  },
  {
    // Colours come from the tokens (styles/tokens.ts), so a palette change is one edit and every
    // pairing keeps the contrast noted there. Server components compose styled parts.
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/styles/tokens.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value', 'TemplateElement[value.raw'].map((node) => ({
          selector: `${node}=${COLOUR_LITERAL}]`,
          message:
            'Use a colour from styles/tokens.ts (theme.color.*) instead of a hex or rgb() literal.',
        })),
        {
          // A server component composes styled parts. Only markup a client leaf renders is styled
          // from outside by data-part, because styled-components does not ship to the browser.
          selector:
            "Program:not(:has(ExpressionStatement[directive='use client'])) JSXAttribute[name.name='data-part']",
          message:
            'A server component styles its parts as styled components; data-part is for markup a client leaf renders.',
        },
        {
          // The styled-components patch leaves out each component's `sc-…` id class (bytes on
          // every element, twice per page), so a component cannot be a selector.
          selector: 'TaggedTemplateExpression > TemplateLiteral > Identifier[name=/^[A-Z][a-z]/]',
          message:
            'A styled component is not a selector here (its id class is not rendered): select by element, attribute or state instead.',
        },
      ],
    },
  },
  {
    // The generated query types are the content module's to reshape: everything else names
    // content by its domain types (`Post`, `Plan`, `Faq`… from apps/web/lib/content), so a
    // query change is absorbed in one place.
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['apps/web/lib/content/**', 'packages/blocks/types.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SANITY_TYPES] }] },
  },
  {
    // Links go through the site's own, which leaves prefetching to a visitor's intent; images
    // through the site's own, which is markup, not a client component to hydrate.
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/lib/content/**',
      'apps/web/components/ui/link/link.tsx',
      'apps/web/components/ui/image/image.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: "Import { Link } from '@/components/ui/link/link' (prefetch on intent).",
            },
            {
              name: 'next/image',
              message: "Import { Image } from '@/components/ui/image/image' (no client component).",
            },
          ],
          patterns: [SANITY_TYPES],
        },
      ],
    },
  },
  {
    // The studio runs in the browser: it reads the database's types, never its code.
    files: ['studio/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@brp/db', '@brp/db/*'], allowTypeImports: true }] },
      ],
    },
  },
  {
    // Playwright fixtures take their dependencies as a destructured first argument, even none.
    files: ['tests/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // Plain scripts are outside every tsconfig: lint them without type information.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
  },
);
