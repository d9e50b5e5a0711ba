// Three projects, all in parallel workers:
// - unit: pure logic and services' helpers (node);
// - component: React components in jsdom with Testing Library and Apollo's MockedProvider;
// - integration: the server in-process against a database of its own per test file
//   (PostgreSQL with DATABASE_URL, otherwise one embedded database per Jest worker).
// Files are transpiled one by one by SWC (@swc/jest), the integration project's too: type errors
// are `npm run typecheck`'s job, not the test run's. Decorators as TypeScript's
// experimentalDecorators with emitDecoratorMetadata (type-graphql and TypeORM read it), class fields
// as tsc emits them for ES2022. Transpiled alone, a file's decorator metadata differs from tsc's only
// where the type is an imported alias or enum (Object or the enum object instead of String), and
// every such field names its type explicitly — decisions 0023 and 0046.
const swc = (tsx) => [
  '@swc/jest',
  {
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', tsx, decorators: true },
      target: 'es2022',
      keepClassNames: true,
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: true,
        react: { runtime: 'automatic' },
      },
    },
    // CommonJS, also for the web app's code under the component tests: its lazy `import()` (React.lazy
    // screens and charts) becomes a `require` Jest can run without --experimental-vm-modules.
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];
const transform = { '^.+\\.ts$': swc(false), '^.+\\.tsx$': swc(true) };
// Each worker keeps the compiled code of the modules it loaded for its next test file.
const runtime = '<rootDir>/tests/support/code-cache-runtime.cjs';
module.exports = {
  projects: [
    {
      displayName: 'unit',
      rootDir: __dirname,
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts'],
      transform,
      runtime,
      testEnvironment: 'node',
    },
    {
      displayName: 'component',
      rootDir: __dirname,
      testMatch: ['<rootDir>/tests/component/**/*.test.tsx'],
      transform,
      runtime,
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
      runtime,
      testEnvironment: 'node',
      setupFiles: ['reflect-metadata'],
      // marked is published as an ES module only: Node requires it (20.19+), Jest's loader cannot,
      // so the tests load its UMD build, the same code.
      moduleNameMapper: { '^marked$': '<rootDir>/node_modules/marked/lib/marked.umd.js' },
      globalSetup: '<rootDir>/tests/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
    },
  ],
  // Global: Jest does not apply a per-project testTimeout. Integration tests wait for servers.
  testTimeout: 60000,
  // Longest first, also where Jest has timed nothing yet (a clean clone): decision 0051.
  testSequencer: '<rootDir>/tests/support/known-durations-sequencer.cjs',
};
