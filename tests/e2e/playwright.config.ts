// End-to-end tests: Debian's Chromium (never a downloaded browser) against the production
// build, started as a user starts it (`npm start`), on a fresh embedded database each run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;
const DATA_DIR = path.join(os.tmpdir(), `finops-e2e-${process.pid}`);
// Debian's chromium-headless-shell when installed (.ci/run installs it): Chromium's headless-only
// build, without the browser UI the full one starts in every renderer. The whole suite took a
// quarter less time and CPU in it than in the full /usr/bin/chromium (decision 0053); that one is
// the fallback, and CHROMIUM_PATH names any other.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: '.',
  outputDir: path.resolve(__dirname, '../../test-results'),
  fullyParallel: true,
  // Three browsers on two cores: with two, a tenth of the machine waited while both tests waited
  // on the server or a timer; a third fills it (decision 0054). `--workers` overrides it.
  workers: 3,
  // One retry on CI only: a test that fails twice fails the run; a retried pass is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    // Recording a trace (DOM snapshots, a screencast of every frame) took about 40 % of the stage's
    // CPU, mostly in Chromium (decision 0045): on CI only a retry records one, so a test that
    // fails comes with its trace; a local run keeps the trace of any failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The visitor asks for reduced motion (web/src/app/reduced-motion.tsx): antd's dialogs, toasts
    // and dropdowns appear at once instead of zooming and sliding for 0.2–0.3 s, so no click lands
    // on a dialog still growing from its origin (the admin-dialog flake, decision 0051). The specs
    // about motion itself (toasts, the framework's wheel, the blog's smooth scroll) ask for none.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // A migrated, seeded database copied in (seeded-data-dir.mjs): the first start's initdb and
    // migrations are lifecycle.spec.ts's subject, not every run's wait.
    command: `node tests/e2e/seeded-data-dir.mjs "${DATA_DIR}" && node scripts/start.mjs`,
    cwd: path.resolve(__dirname, '../..'),
    url: `${BASE_URL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // Every test speaks from 127.0.0.1: the lead and per-address login limits are raised so they
    // never trip (integration tests prove them); the per-account login lock keeps its default.
    // The password-check slots too: on a 2-core machine there is one (half the cores), and two
    // workers signing in at the same moment got a 429 (the flaky forms-progressive test).
    // Production mode, as `npm start` runs it: React's production build renders the pages
    // (NODE_ENV=test loaded React's development build on the server, about 1.7x slower).
    env: {
      PORT: String(PORT),
      DATA_DIR,
      NODE_ENV: 'production',
      LOCAL_MODE: 'true',
      LOG_LEVEL: 'warn',
      SITE_NAME: 'FinOps Consulting',
      LEAD_RATE_LIMIT: '100000',
      LOGIN_IP_MAX_FAILURES: '100000',
      LOGIN_CONCURRENT_PER_ADDRESS: '16',
      LOGIN_CONCURRENT_TOTAL: '16',
      // The whole suite is one address: its renders and queries must not spend a visitor's work budget (decision 0057).
      WORK_BUDGET_BURST_UNITS: '1000000000',
      // Nor fill the ceiling over all anonymous work: the workers' renders run side by side.
      ANONYMOUS_WORK_CONCURRENCY: '64',
      ANONYMOUS_WORK_QUEUE: '1000',
      ANONYMOUS_WORK_SHARE_PERCENT: '100000',
      ANONYMOUS_WORK_BURST_MS: '1000000000',
      // Nor its connections the per-address cap: two workers' browsers, contexts and request
      // contexts, all from 127.0.0.1, had one connection refused (ECONNRESET) on a loaded machine.
      MAX_CONNECTIONS_PER_ADDRESS: '0',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      // A render slower than the default 3 s on a loaded machine would serve the empty app shell.
      SSR_RENDER_TIMEOUT_MS: '30000',
    },
  },
});
