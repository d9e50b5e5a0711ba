// The app at the first use of a page (decision 0088), on a phone: a reader who scrolls by touch
// and by key, opens the header's menu and closes it, fetches none of the app's code, and the page
// keeps working as HTML; the first tap on a form field fetches it, and the page hydrates.
import { devices, expect, test, type Page } from '@playwright/test';

test.use({ ...devices['Pixel 7'], defaultBrowserType: undefined });

/** The scripts the page has asked for so far, by file name. */
const scriptsAskedFor = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname.split('/').pop() ?? ''),
  );

test('a phone reader scrolls and uses the menu without the app; the first tap on a field fetches it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Scrolling by touch (the browser's own gesture: pointerdown, then pointercancel) and by key.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 200, y: 600 }] });
  for (let y = 560; y >= 160; y -= 40) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 200, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.keyboard.press('PageDown');
  // The header took its scrolled style in plain DOM.
  await expect(page.locator('header.site-header')).toHaveClass(/scrolled/);

  // The menu opens and closes with its button, Escape closes it too.
  const toggle = page.getByRole('button', { name: 'Toggle menu' });
  await toggle.tap();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.tap();
  await expect(page.locator('#mobile-menu')).toBeHidden();

  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  const before = await scriptsAskedFor(page);
  expect(before.filter((file) => /^(react|antd|apollo|main)-/.test(file))).toEqual([]);

  // The first tap on a field: the app comes, and React takes the page over.
  const field = page.locator('section#calculator').getByLabel('Monthly Cloud Spend (USD)');
  await field.scrollIntoViewIfNeeded();
  await field.tap();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.app)).toBe('starting');
  await expect
    .poll(() => page.locator('main h1').evaluate((h1) => Object.keys(h1).some((key) => key.startsWith('__reactFiber'))), {
      timeout: 20_000,
    })
    .toBe(true);
  expect((await scriptsAskedFor(page)).some((file) => /^react-/.test(file))).toBe(true);
});
