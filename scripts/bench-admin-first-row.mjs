// Part of `npm run bench` (issue 34, "fast enough to use"): how long the admin dashboard takes to
// show its first table row, against how long the public home page takes to hydrate when used at
// once (its heading owned by React: the app's code loaded and run) and to paint its heading, in the same run, in the same browser, each in a fresh context (a first visit: nothing cached).
// The wall time of both is the browser's (bundle, waterfall of queries) and the server's together;
// on a shared machine either alone says little, their ratio holds across loads.
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { median } from './bench-results.mjs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
/**
 * The dashboard's first row within this multiple of the time the home page takes to hydrate. The
 * admin is not server-rendered: it needs the same app code the home page hydrates with, then who
 * is signed in, the screen's code and its queries, two round trips more than the home page.
 */
export const ADMIN_FIRST_ROW_TARGET = 2;
const RUNS = Number(process.env.BENCH_ADMIN_RUNS || 5);
const ADMIN = { username: 'bench-owner', password: 'bench-secret-123' };

/**
 * Milliseconds from navigating to `path` until `selector` is visible (and, with `whenHydrated`,
 * owned by React), in a fresh context.
 */
async function timeTo(browser, baseUrl, path, selector, cookies, whenHydrated = false) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  try {
    if (cookies) await context.addCookies(cookies);
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(path, { waitUntil: 'commit' });
    const target = page.locator(selector).first();
    await target.waitFor({ state: 'visible', timeout: 120_000 });
    if (whenHydrated) {
      // A public page fetches the app at its first use (decision 0088): used as soon as its
      // heading shows (a key, as a visitor's first), so the app loads from then, as it did from the
      // first paint before. React owns the element: the public app has loaded and hydrated it.
      await page.keyboard.press('Shift');
      const owned = (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
      await page.waitForFunction(owned, await target.elementHandle(), { timeout: 120_000, polling: 10 });
    }
    return performance.now() - started;
  } finally {
    await context.close();
  }
}

/**
 * Runs the comparison against the app at `baseUrl` (a fresh database: the bench's Owner is
 * registered here) and writes its lines through `out`.
 */
export async function adminFirstRow(baseUrl, out) {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const signIn = await browser.newContext({ baseURL: baseUrl });
    const registered = await signIn.request.post('/api/auth/register', { data: ADMIN });
    if (!registered.ok() && !(await signIn.request.post('/api/auth/login', { data: ADMIN })).ok()) {
      throw new Error(`The bench could not sign in: ${registered.status()}`);
    }
    const cookies = await signIn.cookies();
    await signIn.close();
    // One of each first, unmeasured: the server's own caches (pages, reads) warm, as in production.
    await timeTo(browser, baseUrl, '/', 'main h1');
    await timeTo(browser, baseUrl, '/admin', '.ant-table-row', cookies);
    const painted = [];
    const hydrated = [];
    const admin = [];
    for (let i = 0; i < RUNS; i++) {
      painted.push(await timeTo(browser, baseUrl, '/', 'main h1'));
      hydrated.push(await timeTo(browser, baseUrl, '/', 'main h1', undefined, true));
      admin.push(await timeTo(browser, baseUrl, '/admin', '.ant-table-row', cookies));
    }
    const ratio = median(admin) / median(hydrated);
    out('');
    out('### The admin dashboard: time to its first table row against the home page (issue 34)');
    out('');
    out(
      `${RUNS} interleaved first visits each (fresh browser contexts, 1280 px), medians: home heading painted ${median(painted).toFixed(0)} ms ` +
        `(server-rendered), home hydrated ${median(hydrated).toFixed(0)} ms, dashboard first row ${median(admin).toFixed(0)} ms ` +
        `(${(median(admin) / median(painted)).toFixed(2)}x the painted heading).`,
    );
    out('');
    out(
      `${ratio <= ADMIN_FIRST_ROW_TARGET ? 'PASS' : 'FAIL'} admin first row: ${ratio.toFixed(2)}x the time the home page takes to hydrate (target ≤ ${ADMIN_FIRST_ROW_TARGET}x)`,
    );
  } finally {
    await browser.close();
  }
}
