// Integration test files whose outcome can depend on the database engine: CI runs every
// integration file on PostgreSQL and only these again on the embedded database (PGlite, one
// session behind a socket server, the pool of one connection `npm start` gives it); `npm test`
// on a developer machine still runs them all. A file belongs here when it sends SQL the two
// engines may answer differently (DDL, locking, concurrent writes, full-text search, the
// planner, timeouts) or tests the connection itself. Each line says which (decision 0023).
module.exports = [
  // Migrations against the entities, constraints and first-start seeding, in the engine's DDL.
  'tests/integration/database.test.ts',
  // The connection is lost and comes back.
  'tests/integration/database-outage.test.ts',
  // Simultaneous downloads from one address counted once: a concurrent upsert.
  'tests/integration/graphql-public.test.ts',
  // Claims with FOR UPDATE SKIP LOCKED and leases, shared by two processes.
  'tests/integration/lead-delivery-restart.test.ts',
  // The worker's lanes while the embedded pool has a single connection.
  'tests/integration/lead-delivery-lanes.test.ts',
  // The rate_limits table: upserts counted under concurrency.
  'tests/integration/rate-limits.test.ts',
  // Payloads reaching websearch_to_tsquery, LIKE patterns and casts: the engine's parser.
  'tests/integration/security-sql-injection.test.ts',
  // Full-text search: tsvector weights, stemming, websearch syntax, ranking.
  'tests/integration/search.test.ts',
  'tests/integration/search-bounded.test.ts',
  // EXPLAIN: the planner uses the indexes on both engines.
  'tests/integration/list-queries.test.ts',
  // The first-registration race and the login lock that cannot be raced: transactions and locks.
  'tests/integration/security-login.test.ts',
  // A held pool and DB_STATEMENT_TIMEOUT_MS: statement_timeout and the pool of one.
  'tests/integration/pool-exhaustion.test.ts',
  // A login flood must not take the embedded database's single connection.
  'tests/integration/login-flood.test.ts',
  // The page cache is dropped across instances by LISTEN/NOTIFY on PostgreSQL, in-process on the embedded database.
  'tests/integration/page-cache.test.ts',
];
// Not here, with the reason: smoke (the default engine's start is database.test.ts's seeding and
// every e2e run, which uses the embedded database); lead-delivery (the queue on the embedded
// database is the restart and lanes files here, and lead-delivery.spec.ts end to end);
// security-delivery-abuse, stored-html and summary-columns (plain SELECT/INSERT, the same SQL
// on both); pg-internals (the pg driver's objects, the same whichever server answers).
