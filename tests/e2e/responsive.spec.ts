// WCAG 1.4.10 Reflow: no public route scrolls sideways at any width from 320 px. Each route is
// loaded once, at 320 px (a phone), then widened step by step and measured at every width: the
// former eight widths, plus the first width of each layout range the stylesheets and antd's grid
// define (576 sm, 992 lg, 1200 xl), since within one range a wider window only gives the same
// boxes more room. Widening a loaded page is what zooming does, the case the criterion is about;
// the audits of accessibility.spec.ts measure pages loaded at 375 and 1280 px as well.
import { expect, test } from '@playwright/test';
import { APP_ROUTES, examplePath } from '../../schema/routes';
import { horizontalOverflow } from './support';
import { waitForHydration } from './tools-support';

const WIDTHS = [320, 375, 576, 768, 800, 900, 992, 1024, 1200, 1280, 1440];
const ROUTES = [
  ...APP_ROUTES.filter((route) => route.area === 'public').map((route) =>
    examplePath(route, { slug: 'showback-before-chargeback', category: 'technical' }),
  ),
  '/blog?page=2',
  '/no-such-page',
];

// One test, one page: a fresh context's first page costs its renderer's start-up, several times a
// page load in a renderer already running (decision 0052). Each route is still loaded afresh at
// 320 px, and every overflow found is listed with its route and width.
test('no public route scrolls sideways from 320 to 1440 px', async ({ page }) => {
  test.setTimeout(240_000); // fourteen routes, each loaded and widened eleven times
  const overflowing: string[] = [];
  for (const url of ROUTES) {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await page.goto(url);
    // Server-rendered with its data: once React owns the screen (its lazy route chunk is in) the layout is final.
    await waitForHydration(page);
    await expect(page.locator('.page-spinner')).toHaveCount(0);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await horizontalOverflow(page);
      if (overflow > 0) overflowing.push(`${url} at ${width} px: ${overflow} px`);
    }
  }
  expect(overflowing).toEqual([]);
});

test.describe('header', () => {
  test('below 1200 px the menu button replaces the links; from 1200 px every link fits with the company name', async ({ page }) => {
    // One load, then resized: the header changes by media query alone.
    await page.setViewportSize({ width: 768, height: 800 });
    await page.goto('/');
    for (const width of [768, 1024, 1199]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.getByRole('button', { name: 'Toggle menu' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await expect(page.locator('.site-header__brand span')).toBeVisible();
    }
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(page.getByRole('button', { name: 'Toggle menu' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(page.locator('.site-header__brand span')).toBeVisible();
    // Nothing cut or squeezed: the links keep their full padding and stay inside the bar.
    const fits = await nav.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits).toBe(true);
    await expect(nav.getByRole('link', { name: 'Resources' })).toBeInViewport({ ratio: 1 });
  });
});

test('blog pagination on a phone stays on one row at 320 and 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/blog?page=2');
  for (const width of [320, 375]) {
    await test.step(`blog pagination on a phone › stays on one row at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      const items = page.locator('.blog-pagination li');
      await expect(items.first()).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
      const tops = await items.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
      // Previous and Next keep their names for screen readers.
      await expect(page.getByRole('link', { name: 'Previous' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Next' })).toBeVisible();
    });
  }
});

// Issue 34: the home teaser's featured posts (four, seeded) in even rows; the Possibilities
// cards' buttons all one height at 768 px; a card's '+N more' never alone on a line at 375 px.
test('even rows of featured posts, Possibilities buttons of one height, the tag counter with its tags', async ({ page }) => {
  /** The number of boxes on each row, top to bottom. */
  const rows = (boxes: Array<{ y: number }>) => {
    const counts = new Map<number, number>();
    for (const box of boxes) counts.set(Math.round(box.y), (counts.get(Math.round(box.y)) ?? 0) + 1);
    return [...counts.values()];
  };
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await waitForHydration(page);
  const teaser = page.locator('#blog .home-grid > *');
  await teaser.first().scrollIntoViewIfNeeded();
  for (const width of [1280, 900]) {
    await page.setViewportSize({ width, height: 900 });
    const perRow = rows(await teaser.evaluateAll((cards) => cards.map((card) => ({ y: card.getBoundingClientRect().top }))));
    expect(perRow.length, `${width} px: featured posts`).toBeGreaterThan(0);
    // Every row as full as the first: four posts are one row of four, or two of two.
    expect(new Set(perRow), `${width} px: posts per row ${perRow.join(', ')}`).toEqual(new Set([perRow[0]]));
  }

  await page.setViewportSize({ width: 768, height: 900 });
  const heights = await page
    .locator('.possibility-card__action')
    .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().height)));
  expect(heights).toHaveLength(3);
  expect(new Set(heights)).toEqual(new Set([heights[0]]));

  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto('/blog');
  await waitForHydration(page);
  const alone = await page.locator('.blog-card__more-tags').evaluateAll(
    (counters) =>
      counters.filter((counter) => {
        const tag = counter.previousElementSibling ?? counter.closest('li')?.previousElementSibling;
        return tag && Math.abs(tag.getBoundingClientRect().top - counter.getBoundingClientRect().top) > 4;
      }).length,
  );
  expect(await page.locator('.blog-card__more-tags').count()).toBeGreaterThan(0);
  expect(alone).toBe(0);
});
