// Toasts as SPEC §9 says: inside one notifications region that F8 focuses, 5 s by default (the
// copy-link toast sets no duration of its own), one at a time, at most 420 px wide, and dismissed
// by a swipe to the right of 50 px or more (mouse-driven pointer events).
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './tools-support';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
// Toasts as most visitors see them: sliding in and out (the config asks for reduced motion).
test.use({ reducedMotion: 'no-preference' });

const ARTICLE = '/blog/showback-before-chargeback';

async function copyLink(page: Page) {
  await page.getByRole('button', { name: /copy link/i }).click();
}

const region = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const toasts = (page: Page) => region(page).locator('.ant-notification-notice');

// One load of the article at 1280 px; each step is a former test.
test('a toast: in the notifications region, which F8 focuses; one at a time; dismissed by a swipe right', async ({ page }) => {
  test.setTimeout(90_000); // a journey of former tests: their budgets added up
  await page.goto(ARTICLE);
  await waitForHydration(page);
  await test.step('a toast shows in the notifications region, which F8 focuses; one at a time', async () => {
    await copyLink(page);
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText('Link copied to clipboard');
    // A success is announced politely; role=alert is for errors only.
    await expect(region(page).locator('[role="status"]')).toContainText('Link copied to clipboard');
    await expect(region(page).locator('[role="alert"]')).toHaveCount(0);
    await copyLink(page);
    await copyLink(page);
    await expect(toasts(page)).toHaveCount(1);

    await page.keyboard.press('F8');
    await expect(region(page)).toBeFocused();
  });
  await test.step('a swipe right of 50 px or more dismisses it; a shorter one does not', async () => {
    const toast = toasts(page);
    // The pointer on it from now on (but for the swipe to the left): antd holds a hovered toast,
    // so its 5 s cannot run out mid-swipe on a slow machine. On a machine so slow that it was not
    // hovered within 4 s of the copy (it may be leaving already), the whole is done again.
    await expect(async () => {
      // The last toast may still be on screen: a new one would replace it while it slides out (two
      // notices for a moment, the box measured may be the leaving one's). Close it first, with the
      // pointer off it: a toast left hovered by the attempt before is held on screen by antd.
      await page.mouse.move(0, 0);
      await page.evaluate(() => document.querySelectorAll<HTMLElement>('.ant-notification-notice-close').forEach((close) => close.click()));
      await expect(toasts(page)).toHaveCount(0);
      const copied = Date.now();
      await copyLink(page);
      await expect(toast).toHaveCount(1);
      // It slides in from the right edge: swipe where it comes to rest, not a frame of its entrance.
      let lastX = Number.NaN;
      await expect
        .poll(async () => {
          const x = (await toast.boundingBox())?.x ?? Number.NaN;
          const still = x === lastX;
          lastX = x;
          return still;
        })
        .toBe(true);
      const rest = (await toast.boundingBox())!;
      await page.mouse.move(rest.x + 40, rest.y + rest.height / 2);
      expect(Date.now() - copied).toBeLessThan(4000);
    }).toPass({ timeout: 45_000 });
    const swipe = async (distance: number) => {
      const box = (await toast.boundingBox())!;
      const y = box.y + box.height / 2;
      const x = box.x + 40;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + distance / 2, y, { steps: 3 });
      await page.mouse.move(x + distance, y, { steps: 3 });
      await page.mouse.up();
    };
    await swipe(30);
    await expect(toast).toHaveCount(1);
    await expect(toast).not.toHaveAttribute('style', /translateX/);
    // A swipe to the left does nothing either.
    await swipe(-80);
    await expect(toast).toHaveCount(1);
    await swipe(60);
    await expect(toast).toHaveCount(0);
  });
});

test('shows for 5 s by default', async ({ page }) => {
  await page.clock.install();
  await page.goto(ARTICLE);
  await waitForHydration(page);
  // The page's time stands still from before the toast opens, so only runFor moves it: a slow
  // machine's real seconds between the click and the first check no longer count.
  await page.clock.pauseAt(new Date(Date.now() + 1_000));
  await copyLink(page);
  await expect(toasts(page)).toHaveCount(1);
  await page.clock.runFor(4_700); // antd's own default (4.5 s) would be over
  await expect(toasts(page)).toHaveCount(1);
  await page.clock.runFor(1_500);
  // Its time is up: let the page's time run again so the leave animation can finish.
  await page.clock.resume();
  await expect(toasts(page)).toHaveCount(0);
});

// One load, resized (decision 0061): a toast opened at each width.
test('is at most 420 px wide, and inside the screen, at 1280 and 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(ARTICLE);
  await waitForHydration(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    // The toast before, closed and gone, so only this width's toast is measured.
    if (width !== 1280) {
      await toasts(page).locator('.ant-notification-notice-close').click();
      await expect(toasts(page)).toHaveCount(0);
    }
    await copyLink(page);
    // The toast slides in from the right edge: judge where it comes to rest, not a frame of its
    // entrance.
    const right = async () => {
      const box = await toasts(page).boundingBox();
      return box ? box.x + box.width : Number.POSITIVE_INFINITY;
    };
    await expect.poll(right, `${width} px`).toBeLessThanOrEqual(width);
    const box = await toasts(page).boundingBox();
    expect(box, `${width} px`).not.toBeNull();
    expect(box!.width, `${width} px`).toBeLessThanOrEqual(420);
    expect(box!.x, `${width} px`).toBeGreaterThanOrEqual(0);
  }
});
