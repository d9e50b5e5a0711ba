// Two projects: unit (pure logic, fast, parallel) and integration (the server in-process
// against a real database, one file at a time because they share the database).
const transform = {
  '^.+\\.tsx?$': [
    'ts-jest',
    // TS151002: ts-jest's note about hybrid module kinds; the server compiles as CommonJS under node20.
    { tsconfig: '<rootDir>/tests/tsconfig.json', diagnostics: { ignoreCodes: [151002] } },
  ],
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
