// Jest's test order, longest first, also on a clean clone. Jest's own sequencer runs the files it
// has timed (in its cache directory, keyed by the checkout's path) longest first, and files it has
// not timed by size, largest first; on CI's clean clone nothing is timed, and size is a poor guess
// (page-cache.test.ts, a third of lead-delivery.test.ts's size, takes longer), so a long file could
// start last and keep one worker busy after the other had finished. Here a file Jest has not timed
// takes the seconds below (a clean-clone CI run on a slower host, decision 0051); a file missing
// from the list (under 5 s there, or new) counts as 3 s. Only the order changes, never what runs.
// To refresh the list: `npx jest --json --outputFile=/tmp/jest.json` and read each file's
// perfStats (end − start), or the times Jest prints beside the slow files in CI's log.
const Sequencer = require('@jest/test-sequencer').default;
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const UNTIMED_SECONDS = 3;
const SECONDS = {
  'tests/integration/authorization.test.ts': 45,
  'tests/integration/security-sql-injection.test.ts': 42,
  'tests/integration/page-cache.test.ts': 39,
  'tests/integration/rate-limits.test.ts': 35,
  'tests/component/admin/tabs-search.test.tsx': 34,
  'tests/integration/security-api-tokens.test.ts': 24,
  'tests/integration/list-queries.test.ts': 23,
  'tests/integration/lead-delivery.test.ts': 23,
  'tests/component/admin/leads/lead-detail.test.tsx': 23,
  'tests/integration/integrator-examples.test.ts': 22,
  'tests/component/admin/two-factor-card.test.tsx': 20,
  'tests/integration/sync-feeds.test.ts': 18,
  'tests/integration/editorial.test.ts': 18,
  'tests/integration/rest.test.ts': 16,
  'tests/integration/media.test.ts': 16,
  'tests/component/admin/media-library.test.tsx': 16,
  'tests/integration/previews-pages.test.ts': 15,
  'tests/integration/database-outage.test.ts': 15,
  'tests/integration/pool-exhaustion.test.ts': 15,
  'tests/integration/pool-exhaustion-page.test.ts': 12,
  'tests/integration/graphql-public.test.ts': 12,
  'tests/integration/team-accounts.test.ts': 12,
  'tests/integration/lead-delivery-restart.test.ts': 11,
  'tests/integration/search-bounded.test.ts': 11,
  'tests/integration/security-trust-boundaries.test.ts': 10,
  'tests/integration/database.test.ts': 10,
  'tests/integration/graphql-admin.test.ts': 10,
  'tests/integration/lead-delivery-lanes.test.ts': 9,
  'tests/component/contact/lead-forms.test.tsx': 9,
  'tests/integration/admin-tables.test.ts': 9,
  'tests/integration/lead-tables.test.ts': 9,
  'tests/integration/security-login.test.ts': 8,
  'tests/integration/lead-pipeline.test.ts': 8,
  'tests/integration/protections.test.ts': 8,
  'tests/component/admin/categories-tab.test.tsx': 8,
  'tests/integration/revisions.test.ts': 8,
  'tests/integration/previews-and-redirects.test.ts': 7,
  'tests/integration/security-request-limits.test.ts': 7,
  'tests/integration/security-delivery-abuse.test.ts': 7,
  'tests/integration/api-tokens.test.ts': 7,
  'tests/integration/graphql-auth.test.ts': 6,
  'tests/unit/validation/content.property.test.ts': 6,
  'tests/integration/pending-changes.test.ts': 6,
  'tests/integration/webhook-events.test.ts': 6,
  'tests/integration/security-lead-bulk.test.ts': 6,
  'tests/component/admin/revisions-drawer.test.tsx': 6,
  'tests/integration/security-media.test.ts': 6,
  'tests/integration/two-factor.test.ts': 6,
  'tests/integration/openapi.test.ts': 6,
  'tests/integration/seo.test.ts': 5,
  'tests/integration/login-flood.test.ts': 5,
  'tests/integration/lead-erasure.test.ts': 5,
};

class KnownDurationsSequencer extends Sequencer {
  /** Jest's own timing when it has one, else the list's (in milliseconds, as Jest keeps them). */
  time(test) {
    const timed = super.time(test);
    if (timed != null) return timed;
    const file = path.relative(ROOT, test.path).split(path.sep).join('/');
    return (SECONDS[file] ?? UNTIMED_SECONDS) * 1000;
  }
}

module.exports = KnownDurationsSequencer;
