// Three projects, all in parallel workers:
// - unit: pure logic and services' helpers (node);
// - component: React components in jsdom with Testing Library and Apollo's MockedProvider;
// - integration: the server in-process against a database of its own per test file
//   (PostgreSQL with DATABASE_URL, otherwise one embedded database per Jest worker).
// Files are transpiled one by one (isolatedModules, see tests/tsconfig.jest.json), the integration
// project's too: type errors are `npm run typecheck`'s job, not the test run's. Transpiled alone,
// a file's decorator metadata differs from tsc's only where the type is an imported alias or enum
// (Object instead of String), and every such field names its type explicitly — decision 0023.
const transform = {
  '^.+\\.tsx?$': [
    'ts-jest',
    // TS151002: ts-jest's note about hybrid module kinds; the server compiles as CommonJS under node20.
    { tsconfig: '<rootDir>/tests/tsconfig.jest.json', diagnostics: { ignoreCodes: [151002] } },
  ],
};
// Component tests compile to CommonJS (tests/component/tsconfig.jest.json): lazy imports run.
const componentTransform = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tests/component/tsconfig.jest.json', diagnostics: { ignoreCodes: [151002] } }],
};
module.exports = {
  projects: [
    {
      displayName: 'unit',
      rootDir: __dirname,
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts'],
      transform,
      testEnvironment: 'node',
    },
    {
      displayName: 'component',
      rootDir: __dirname,
      testMatch: ['<rootDir>/tests/component/**/*.test.tsx'],
      transform: componentTransform,
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/tests/component/setup.ts'],
      moduleNameMapper: {
        '\\.css$': '<rootDir>/tests/component/style-stub.cjs',
        '^@ant-design/icons$': '<rootDir>/tests/component/icons-stub.cjs',
      },
    },
    {
      displayName: 'integration',
      rootDir: __dirname,
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
      transform,
      testEnvironment: 'node',
      setupFiles: ['reflect-metadata'],
      globalSetup: '<rootDir>/tests/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
    },
  ],
  // Global: Jest does not apply a per-project testTimeout. Integration tests wait for servers.
  testTimeout: 60000,
};
