// Focus that follows the visitor: nothing focused hides under the sticky header (WCAG 2.4.11),
// a mobile-menu navigation focuses the new page's heading, route changes are announced, and an
// admin delete leaves focus on the next sensible control — never on the page body.
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support';
import { waitForHydration } from './tools-support';

test.describe.configure({ timeout: 180_000 });

const PAGES = ['/', '/calculator', '/blog', '/blog/showback-before-chargeback', '/framework'];
const STEPS = 40;

/**
 * Tab `STEPS` times in one direction; every focused element outside the header must be below it.
 * The page measures each step itself: a capture `keydown` listener, run before the next Tab moves
 * the focus (and after the step before has scrolled its element into view), measures where the
 * focus is, and one evaluate at the end measures the last step and hands the findings back. The
 * Tabs are sent back to back (the browser handles them in order): no round trip per step.
 */
async function tabAndCheck(page: Page, key: 'Tab' | 'Shift+Tab', where: string): Promise<string[]> {
  await page.evaluate(() => {
    type Probe = { hidden: string[]; visited: Set<Element>; measure: () => void };
    const w = window as unknown as { focusProbe?: Probe };
    const measure = () => {
      const element = document.activeElement as HTMLElement | null;
      const header = document.querySelector('.site-header');
      if (!element || element === document.body || !header || header.contains(element)) return;
      probe.visited.add(element);
      if (element.closest('.skip-link, #notifications')) return;
      const rect = element.getBoundingClientRect();
      const bottom = header.getBoundingClientRect().bottom;
      // An element taller than the room under the header (a scrollable table) cannot be wholly
      // below it: then at least part of it must show (2.4.11 forbids entirely hidden).
      const fits = rect.height <= window.innerHeight - bottom;
      if (fits ? rect.top < bottom - 0.5 : rect.bottom <= bottom) {
        probe.hidden.push(
          `${element.tagName} "${(element.textContent ?? '').trim().slice(0, 40)}" top ${Math.round(rect.top)} < header ${Math.round(bottom)}`,
        );
      }
    };
    const probe: Probe = { hidden: [], visited: new Set(), measure };
    if (!w.focusProbe) document.addEventListener('keydown', (event) => event.key === 'Tab' && w.focusProbe?.measure(), true);
    w.focusProbe = probe;
  });
  const shift = key === 'Shift+Tab';
  if (shift) await page.keyboard.down('Shift');
  await Promise.all(Array.from({ length: STEPS }, () => page.keyboard.press('Tab')));
  if (shift) await page.keyboard.up('Shift');
  const { hidden, visited } = await page.evaluate(() => {
    const probe = (window as unknown as { focusProbe: { hidden: string[]; visited: Set<Element>; measure: () => void } }).focusProbe;
    probe.measure();
    return { hidden: probe.hidden, visited: probe.visited.size };
  });
  // The walk went somewhere: a walk that never left the header would find nothing hidden.
  expect(visited, `${where} ${key}: focused elements below the header`).toBeGreaterThan(STEPS / 4);
  return hidden.map((problem) => `${where} ${key}: ${problem}`);
}

// One load per page, walked at 375 px, then resized to 1280 px and walked again from the top
// (decision 0061: a loaded page resized stands for one loaded at that width).
test('no focused element hides under the sticky header at 375 and 1280 px', async ({ page }) => {
  const hidden: string[] = [];
  for (const url of PAGES) {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(url);
    await waitForHydration(page);
    for (const width of [375, 1280]) {
      if (width !== 375) {
        await page.setViewportSize({ width, height: 800 });
        // Back to the top, nothing focused: the walk starts where a fresh load's would.
        await page.evaluate(() => {
          (document.activeElement as HTMLElement | null)?.blur();
          window.scrollTo(0, 0);
        });
      }
      hidden.push(...(await tabAndCheck(page, 'Tab', `${url} at ${width} px`)));
      // From the end of the page backwards: the case the header used to cover.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.locator('.site-footer').click({ position: { x: 2, y: 2 } });
      hidden.push(...(await tabAndCheck(page, 'Shift+Tab', `${url} at ${width} px`)));
    }
  }
  expect(hidden).toEqual([]);
});

// One load of home: the mobile menu's Escape and its links at 375 px, then a desktop link at 1280 px.
test('the mobile menu: Escape gives the focus back to its button, a link focuses the new page’s heading and is announced; a desktop link is announced too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await waitForHydration(page);
  const announcer = page.locator('.route-announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  await expect(announcer).toHaveText('');

  const toggle = page.getByRole('button', { name: 'Toggle menu' });
  await toggle.click();
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Blog', exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(announcer).toHaveText('');

  await toggle.click();
  await menu.getByRole('link', { name: 'Calculator', exact: true }).click();
  await expect(page).toHaveURL('/calculator');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expect(announcer).toHaveText(await page.title());
  await expect(announcer).toContainText('Calculator');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL('/blog');
  await expect(announcer).toContainText('FinOps Insights');
});

test('the skip link is the first stop and focuses <main>, on the public site and in the admin', async ({ page }) => {
  await signInAsAdmin(page.request);
  for (const url of ['/calculator', '/admin']) {
    await page.goto(url);
    // The admin is drawn in the browser: its heading is there once the app runs.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    if (url !== '/admin') await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip, url).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main'), url).toBeFocused();
  }
});

test('at 400 % zoom (320×256) the header scrolls away with the page instead of covering it', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 256 });
  await page.goto('/blog');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 600));
  const bottom = await page.locator('.site-header').evaluate((header) => header.getBoundingClientRect().bottom);
  expect(bottom).toBeLessThanOrEqual(0);
  // A tall window keeps it sticky.
  await page.setViewportSize({ width: 320, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.locator('.site-header').evaluate((header) => header.getBoundingClientRect().top)).toBe(0);
});

test('forced colours: a focused input shows an outline, and the framework circles keep theirs', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto('/calculator');
  await waitForHydration(page);
  const input = page.getByRole('spinbutton').or(page.getByRole('textbox')).first();
  await input.focus();
  const outline = await input.evaluate((element) => {
    // The outline is on the input's affix wrapper when it has one (a prefix icon), else its own.
    const styled = element.closest('.ant-input-affix-wrapper') ?? element.closest('.ant-input-number') ?? element;
    const style = getComputedStyle(styled);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).toBe('solid');
  expect(outline.width).toBeGreaterThanOrEqual(2);

  await page.goto('/framework');
  await waitForHydration(page);
  const borders = await page
    .locator('.fw-phase')
    .evaluateAll((circles) => circles.map((circle) => parseFloat(getComputedStyle(circle).borderTopWidth)));
  expect(borders.length).toBeGreaterThan(0);
  for (const width of borders) expect(width).toBeGreaterThanOrEqual(2);
});

test('after an admin delete, focus goes to the next row’s Delete button', async ({ page }) => {
  await signInAsAdmin(page.request);
  const run = Date.now().toString(36);
  // Two categories of this test's own, next to each other in the table (the table sorts by name).
  for (const suffix of ['a', 'b']) {
    const response = await page.request.post('/api/admin/categories', {
      data: { name: `Zz Focus ${run} ${suffix}`, slug: `zz-focus-${run}-${suffix}`, description: '' },
    });
    expect(response.ok()).toBe(true);
  }
  await page.goto('/admin?tab=categories');
  const first = page.getByRole('button', { name: `Delete Zz Focus ${run} a` });
  const second = page.getByRole('button', { name: `Delete Zz Focus ${run} b` });
  await first.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure?');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(first).toHaveCount(0);
  await expect(second).toBeFocused();
  // The first dialog has closed (while it fades out, its button "loading Delete" is a second match).
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Clean up the second one the same way: focus stays in the table, not on the body.
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(second).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
});
