// The app at the first use of a page (decision 0088). On a phone: a reader who scrolls by touch
// and by key, opens the header's menu and closes it, fetches none of the app's code, and the page
// keeps working as HTML; the first tap on a form field fetches it, and the page hydrates. On a
// desktop: scrolling by wheel and key and pointing at text fetch nothing; the mouse resting on a
// field fetches the app before any click.
import { devices, expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './tools-support';

/** The scripts the page has asked for so far, by file name. */
const scriptsAskedFor = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname.split('/').pop() ?? ''),
  );

const appAskedFor = (page: Page) => page.evaluate(() => document.documentElement.dataset.app ?? null);

test.describe('on a phone', () => {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
  test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

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

    // The menu opens and closes with its button.
    const toggle = page.getByRole('button', { name: 'Toggle menu' });
    await toggle.tap();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.tap();
    await expect(page.locator('#mobile-menu')).toBeHidden();

    expect(await appAskedFor(page)).toBeNull();
    const before = await scriptsAskedFor(page);
    expect(before.filter((file) => /^(react|antd|apollo|main)-/.test(file))).toEqual([]);

    // The first tap on a field: the app comes, and React takes the page over.
    const field = page.locator('section#calculator').getByLabel('Monthly Cloud Spend (USD)');
    await field.scrollIntoViewIfNeeded();
    await field.tap();
    await expect.poll(() => appAskedFor(page)).toBe('starting');
    await waitForHydration(page);
    expect((await scriptsAskedFor(page)).some((file) => /^react-/.test(file))).toBe(true);
  });
});

test('on a desktop, reading and scrolling fetch nothing; the mouse resting on a field fetches the app', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { level: 1 }).hover();
  // Scrolled with the pointer in the page's margin (what passes under a resting pointer while the
  // page scrolls would be pointed at).
  await page.mouse.move(5, 400);
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.keyboard.press('PageDown');
  expect(await appAskedFor(page)).toBeNull();
  expect((await scriptsAskedFor(page)).filter((file) => /^(react|antd|apollo|main)-/.test(file))).toEqual([]);

  // Resting on the calculator's field (no click yet): the app comes.
  const field = page.locator('section#calculator').getByLabel('Monthly Cloud Spend (USD)');
  await field.scrollIntoViewIfNeeded();
  await field.hover();
  await expect.poll(() => appAskedFor(page)).toBe('starting');
  await waitForHydration(page);
});
