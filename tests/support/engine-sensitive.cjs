// Integration test files whose outcome can depend on the database engine (SQL the embedded
// PGlite and PostgreSQL may answer differently: locking, concurrency, connection loss, search,
// injection, the rate-limit table). CI runs every integration file on PostgreSQL and only these
// again on the embedded database; `npm test` on a developer machine still runs them all.
// A new test file that sends engine-specific SQL (or tests the connection itself) belongs here.
module.exports = [
  'tests/integration/smoke.test.ts',
  'tests/integration/database.test.ts',
  'tests/integration/database-outage.test.ts',
  'tests/integration/graphql-public.test.ts',
  'tests/integration/lead-delivery.test.ts',
  'tests/integration/lead-delivery-restart.test.ts',
  'tests/integration/rate-limits.test.ts',
  'tests/integration/security-sql-injection.test.ts',
  'tests/integration/search.test.ts',
  'tests/integration/list-queries.test.ts',
  'tests/integration/security-login.test.ts',
  'tests/integration/lead-delivery-lanes.test.ts',
  'tests/integration/security-delivery-abuse.test.ts',
  'tests/integration/pg-internals.test.ts',
  'tests/integration/page-cache.test.ts',
  'tests/integration/stored-html.test.ts',
  'tests/integration/pool-exhaustion.test.ts',
  'tests/integration/search-bounded.test.ts',
  'tests/integration/summary-columns.test.ts',
  'tests/integration/login-flood.test.ts',
];
