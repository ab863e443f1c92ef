import js from '@eslint/js';
import nextVitals from 'eslint-config-next/core-web-vitals';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

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
    // The generated query types are the content module's to reshape: everything else names
    // content by its domain types (`Post`, `Plan`, `Faq`… from apps/web/lib/content), so a
    // query change is absorbed in one place.
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['apps/web/lib/content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)sanity\\.types(\\.ts)?$',
              message: "Import the domain types from '@/lib/content' instead.",
            },
          ],
        },
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
