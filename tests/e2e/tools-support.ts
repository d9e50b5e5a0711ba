import fs from 'node:fs';
import { expect, type Download, type Locator, type Page } from '@playwright/test';

/**
 * Opens a server-rendered page and waits until React has hydrated it: before that the markup is
 * there but inert, and a click or a typed value would be lost.
 */
export async function openTool(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/**
 * A stylesheet for audits that read colours (`page.addStyleTag`): every transition and animation
 * ends at once, and every section is rendered (`content-visibility: auto` leaves off-screen ones
 * unpainted, decision 0047, and axe finds colours by what is painted at a point).
 */
export const NO_MOTION = '*,*::before,*::after{transition:none!important;animation:none!important}*{content-visibility:visible!important}';

/**
 * The app starts at the visitor's first use of a server-rendered page (web/src/app/first-use.ts):
 * a page nobody has used yet gets a key press (Shift, which does nothing else) as that first use.
 * A page already used (a field typed into, a control clicked) is left alone: its app is on its way,
 * and a key now would count as the visitor's next action.
 */
export async function useThePage(page: Page): Promise<void> {
  if ((await page.locator('html[data-app]').count()) === 0) await page.keyboard.press('Shift');
}

export async function waitForHydration(page: Page): Promise<void> {
  await useThePage(page);
  // React marks the elements it owns with expando keys; a function (not a string) keeps the CSP happy.
  const heading = page.locator('main h1').first();
  await expect
    .poll(() => heading.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))), { timeout: 15_000 })
    .toBe(true);
}

/**
 * Waits until React owns this form (its element carries React's expando keys). A form below the
 * fold hydrates when the visitor comes near it (web/src/app/deferred-hydration.ts): it is scrolled
 * into view first, as a visitor reaching it would.
 */
export async function waitForFormHydration(form: Locator): Promise<void> {
  await form.scrollIntoViewIfNeeded();
  await useThePage(form.page());
  await expect
    .poll(() => form.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))), { timeout: 20_000 })
    .toBe(true);
}

/**
 * Picks an option of an antd Select by the Select's label and the option's text. Retried as a
 * whole: a click that lands while the dropdown is still sliding in can miss.
 */
export async function choose(scope: Page | Locator, page: Page, label: string, option: string): Promise<void> {
  const combobox = scope.getByLabel(label, { exact: true });
  // The public forms' selects are native (they work without JavaScript): pick by the option's text.
  if ((await combobox.evaluate((element) => element.tagName)) === 'SELECT') {
    await combobox.selectOption({ label: option });
    await expect(combobox.locator('option:checked')).toHaveText(option);
    return;
  }
  // `has` is resolved inside each candidate, so it takes the bare label locator.
  const select = scope.locator('.ant-select').filter({ has: page.getByLabel(label, { exact: true }) });
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    const open = (await dropdown.count()) > 0;
    if (!open && ((await select.textContent()) ?? '').includes(option)) return; // an earlier try got there
    if (!open) await combobox.click({ timeout: 10_000 });
    await dropdown.getByRole('option', { name: option, exact: true }).click({ timeout: 10_000 });
    await expect(select).toContainText(option, { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await expect(dropdown).toHaveCount(0);
}

/** Clicks `trigger` and returns the downloaded file's name and text. */
export async function downloadText(page: Page, trigger: Locator): Promise<{ name: string; text: string; download: Download }> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: fs.readFileSync(file, 'utf8'), download };
}

/** What a tool handed to the contact form (contact-handoff.ts). */
export async function handedOff(
  page: Page,
): Promise<{ tool: string; summary: string; inputs: Record<string, unknown>; results: Record<string, unknown> } | null> {
  const text = (await page.evaluate("window.sessionStorage.getItem('finops:tool-results')")) as string | null;
  return text ? JSON.parse(text) : null;
}

export const SHOTS_DIR = '/tmp/shots-c';

/**
 * Opens a server-rendered page with the app's code held back (every script but index.html's own
 * small entry, boot.ts, and its imports): the page is on screen as HTML, as on a slow connection
 * before the app's code has arrived. `release()` lets the code through and waits until the page has
 * hydrated (using the page first if the test has not: the app starts at the first use).
 */
export async function openBeforeHydration(page: Page, url: string): Promise<{ release(): Promise<void> }> {
  const html = await (await page.request.get(url, { headers: { Accept: 'text/html' } })).text();
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  expect(entry, 'index.html names its entry script').toBeTruthy();
  // The entry and what it imports statically (index.html preloads those) run before DOMContentLoaded.
  const boot = new Set([entry, ...[...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1])]);
  const held: Array<() => Promise<void>> = [];
  let released = false;
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (released || boot.has(new URL(route.request().url()).pathname)) await route.continue();
    else held.push(() => route.continue());
  });
  // boot.ts has run by then (a module script runs before DOMContentLoaded). The app's chunks are
  // asked for at the page's first use (app/first-use.ts), which the test makes: they wait here.
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return {
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((resume) => resume()));
      await waitForHydration(page);
    },
  };
}
