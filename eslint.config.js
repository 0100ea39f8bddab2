// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';

/** Imports point down the layers: app -> features -> ui, features -> openapi; server -> openapi. */
const layer = (files, forbidden, why) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: forbidden, message: why },
          { group: ['@vigil/*/src', '@vigil/*/src/**'], message: "Import a package's public surface (its src/index.ts), not its internals." },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      'storybook-static/**',
      'test-results/**',
      'reports/**',
      '**/*.gen.ts',
      '.storybook/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx'],
    // Named exports only: files are named after their main export.
    rules: { 'no-restricted-exports': ['error', { restrictDefaultExports: { direct: true, named: true, defaultFrom: true, namedFrom: true, namespaceFrom: true } }] },
  },
  {
    // Fastify's handlers are async by idiom: they return the body, awaiting or not.
    files: ['packages/server/src/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter's pattern, even an empty one.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...storybook.configs['flat/recommended'],
  layer(['openapi/src/**'], ['@vigil/*'], 'The contract depends on nothing of ours.'),
  layer(
    ['packages/ui/src/**'],
    ['@vigil/*', '@reduxjs/*', 'react-redux', 'redux-saga', 'redux-saga/*', 'react-router', 'react-router-dom', 'openapi-fetch', 'msw'],
    'The design system knows nothing of the API, redux, the router, features or app.',
  ),
  layer(['packages/features/src/**'], ['@vigil/app', '@vigil/server'], 'Features import only ui and openapi.'),
  layer(['packages/app/src/**'], ['@vigil/server'], 'The console does not import the server.'),
  layer(['packages/server/src/**'], ['@vigil/ui', '@vigil/features', '@vigil/app'], 'The server imports only the contract.'),
);
