import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importBoundaries from './eslint/import-boundaries.mjs';

const SERVER = path.join(import.meta.dirname, 'src');

/**
 * The server's folders, lowest first: each may import only the folders listed before it, so
 * dependencies point one way. A cycle between two folders would make neither readable or
 * testable without the other, and Nest would need forwardRef() to build them. The files
 * directly in src/ (app.module.ts, app.setup.ts, main.ts) are the composition root: they
 * import anything, and nothing in a folder imports them. A new folder must be placed here
 * (the lint says so).
 */
const SERVER_LAYERS = [
  'contract', // shared with the client; imports nothing
  'config',
  'common',
  'jobs', // the job queue in PostgreSQL (pg-boss): prepared with the database, used by features
  'database',
  'audit', // the journal every feature touching personal data writes to
  'notifications',
  'auth',
  'health',
  'contact',
  'newsletter',
  'booking',
  'subject-rights',
  'retention',
  'admin-status',
  'site',
];

/**
 * Modules any layer may import, each with no import of its own (the rule checks it), so no
 * cycle can pass through them: the administrator account rules, which the boot check of
 * ADMIN_USERNAME / ADMIN_PASSWORD in src/config shares with src/auth.
 */
const SHARED_LEAVES = ['auth/admin-account-rules'];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      'bench/results/**',
      // Generated from the API's description (scripts/generate.mjs), whose French examples keep
      // their non-breaking spaces; its types are checked by the client's typecheck.
      'client/src/lib/api/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: [
      'src/**/*.ts',
      'test/api/**/*.ts',
      'test/ops/**/*.ts',
      'test/faults/**/*.ts',
      'test/support/**/*.ts',
    ],
    ignores: ['test/support/browser/**'],
    languageOptions: { parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: {
      globals: globals.browser,
      parserOptions: { project: './client/tsconfig.json', tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['test/browser/**/*.ts', 'test/support/browser/**/*.ts'],
    languageOptions: {
      parserOptions: { project: './test/browser/tsconfig.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/**/*.ts'],
    plugins: { boundaries: importBoundaries },
    rules: {
      'boundaries/server-layers': ['error', { root: SERVER, layers: SERVER_LAYERS, shared: SHARED_LEAVES }],
    },
  },
  {
    // The client is built on its own (Vite): a relative path into src/ would pull server code
    // into the bundle, or break when either side moves. It shares src/contract only, as @contract/….
    files: ['client/**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { boundaries: importBoundaries },
    rules: { 'boundaries/client-imports': ['error', { server: SERVER }] },
  },
  prettier,
);
