// Layouts that change with the width, each checked on one loaded page resized across the widths
// (decision 0061). That no public route scrolls sideways from 320 to 1440 px (WCAG 1.4.10 Reflow)
// is measured in accessibility.spec.ts, on the pages it audits.
import { expect, test } from '@playwright/test';
import { waitForHydration } from './tools-support';

// The header changes by media query alone. Issue 34: the home teaser's featured posts (four,
// seeded) in even rows; the Possibilities cards' buttons all one height at 768 px; a card's '+N
// more' never alone on a line at 375 px, and the blog's pagination on one row at 320 and 375 px.
// One load of home, resized; the blog reached from it.
test('the header: below 1200 px the menu button, from 1200 px every link fits; even rows of featured posts, Possibilities buttons of one height, the tag counter with its tags, the pagination on one row on a phone', async ({
  page,
}) => {
  /** The number of boxes on each row, top to bottom. */
  const rows = (boxes: Array<{ y: number }>) => {
    const counts = new Map<number, number>();
    for (const box of boxes) counts.set(Math.round(box.y), (counts.get(Math.round(box.y)) ?? 0) + 1);
    return [...counts.values()];
  };
  await page.setViewportSize({ width: 768, height: 800 });
  await page.goto('/');
  await waitForHydration(page);
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

  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
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
