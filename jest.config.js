/** @type {import('jest').Config} */
// Each file is compiled alone, without type-checking: `npm run typecheck` checks the types of
// the sources and the tests, and a type-check per test file would cost more than the test.
// Options given here are added to the root tsconfig.json's.
const tsJest = (compilerOptions = {}) => ({
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: { ...compilerOptions, isolatedModules: true } }],
});

module.exports = {
  // Jest reads testTimeout only at the top level (a project's own value is ignored): API
  // tests start apps and databases, so they get 30 s.
  testTimeout: 30000,
  projects: [
    {
      displayName: 'unit',
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
      testEnvironment: 'node',
      transform: tsJest(),
    },
    {
      displayName: 'client',
      testMatch: ['<rootDir>/client/src/**/*.spec.{ts,tsx}'],
      testEnvironment: 'node',
      globals: { __SITE_URL__: 'http://localhost:3000' },
      moduleNameMapper: {
        '^virtual:media$': '<rootDir>/test/support/virtual-media-stub.ts',
        // A folder's entries (`import 'virtual:media/blog'`): the stub above already has every key.
        '^virtual:media/[\\w-]+$': '<rootDir>/test/support/virtual-media-folder-stub.ts',
        '^@contract/(.*)$': '<rootDir>/src/contract/$1',
      },
      transform: tsJest({
        jsx: 'react-jsx',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'commonjs',
        esModuleInterop: true,
        types: ['jest', 'node'],
        baseUrl: __dirname,
        // altcha-lib's types are declared through package "exports", which this resolution ignores.
        paths: {
          '@contract/*': ['src/contract/*'],
          'altcha-lib': ['node_modules/altcha-lib/dist/cjs/v2/index.d.ts'],
          'altcha-lib/*': ['node_modules/altcha-lib/dist/cjs/v2/*'],
        },
      }),
    },
    {
      displayName: 'api',
      testMatch: ['<rootDir>/test/api/**/*.e2e-spec.ts'],
      testEnvironment: 'node',
      transform: tsJest(),
      globalSetup: '<rootDir>/test/support/jest-global-setup.mjs',
      globalTeardown: '<rootDir>/test/support/jest-global-teardown.mjs',
      testTimeout: 30000,
    },
    {
      // Outages, pool exhaustion, SIGTERM under load, load, Redis, the production log: real
      // processes that the tests stop and restart (npm run test:faults builds dist/ first).
      displayName: 'faults',
      testMatch: ['<rootDir>/test/faults/**/*.e2e-spec.ts'],
      testEnvironment: 'node',
      transform: tsJest(),
      setupFilesAfterEnv: ['<rootDir>/test/support/long-timeout.ts'],
      globalSetup: '<rootDir>/test/support/jest-global-setup.mjs',
      globalTeardown: '<rootDir>/test/support/jest-global-teardown.mjs',
    },
    {
      displayName: 'ops',
      testMatch: ['<rootDir>/test/ops/**/*.e2e-spec.ts'],
      testEnvironment: 'node',
      transform: tsJest(),
      setupFilesAfterEnv: ['<rootDir>/test/support/long-timeout.ts'],
      globalSetup: '<rootDir>/test/support/jest-global-setup.mjs',
      globalTeardown: '<rootDir>/test/support/jest-global-teardown.mjs',
    },
  ],
};
