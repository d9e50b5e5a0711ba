import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support';
import { useThePage, waitForHydration } from './tools-support';

const HEADER_LINKS: Array<{ label: string; path: string }> = [
  { label: 'Playbook', path: '/playbook' },
  { label: 'Calculator', path: '/calculator' },
  { label: 'Cost Simulator', path: '/simulator' },
  { label: 'Maturity Assessment', path: '/maturity-assessment' },
  { label: 'Framework', path: '/framework' },
  { label: 'Blog', path: '/blog' },
  { label: 'Resources', path: '/resources' },
  { label: 'Home', path: '/' },
];

// One page load per viewport: each step is one former test.
test('header: no Admin button for visitors, sticky after 20 px of scroll, every link leads to its screen', async ({ page }) => {
  test.setTimeout(90_000); // a journey of former tests: their budgets added up
  await page.goto('/');
  await waitForHydration(page);
  const header = page.locator('header').first();

  await test.step('header › has no Admin button for visitors', async () => {
    await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  });

  await test.step('header › is sticky and changes style after 20 px of scroll', async () => {
    await expect(header).not.toHaveClass(/scrolled/);
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveClass(/scrolled/);
    await expect(header).toBeInViewport();
  });

  await test.step('header › every link leads to its screen', async () => {
    const nav = page.getByRole('navigation', { name: /main/i });
    for (const { label, path } of HEADER_LINKS) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('toggles closed again; opens, and closes when a link is chosen', async ({ page }) => {
    test.setTimeout(60_000); // a journey of former tests: their budgets added up
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Toggle menu' });
    const menu = page.locator('#mobile-menu');

    await test.step('mobile menu at 375 px › toggles closed again', async () => {
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('mobile menu at 375 px › opens, and closes when a link is chosen', async () => {
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await menu.getByRole('link', { name: 'Blog', exact: true }).click();
      await expect(page).toHaveURL('/blog');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();
    });
  });
});

test.describe('admin guard', () => {
  test('signed-in admins see the Admin button and skip the login screen', async ({ page }) => {
    await signInAsAdmin(page.request);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
    await page.goto('/admin/login');
    await expect(page).toHaveURL('/admin');
  });
});

test.describe('server rendering', () => {
  const PUBLIC_PAGES = [
    '/',
    '/playbook',
    '/calculator',
    '/maturity-assessment',
    '/framework',
    '/simulator',
    '/blog',
    '/blog/category/technical',
    '/resources',
    '/blog/showback-before-chargeback',
  ];

  /** The boxes of the Ant Design controls on the first screens, as laid out now. */
  const controlBoxes = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('#root .ant-select, #root .ant-btn, #root .ant-input, #root .ant-input-number, #root .ant-switch')]
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.top < 2000)
        .map((box) => `${Math.round(box.width)}x${Math.round(box.height)}`),
    );

  // One test: every page's JavaScript-free load in one context, then every page's full load in one
  // page. A fresh context's first page costs its renderer's start-up, several times a page load
  // in a renderer already running (decision 0052); each path is its own step.
  test('every public page arrives rendered, hydrates without errors and keeps the layout the server drew', async ({ page, browser }) => {
    test.setTimeout(240_000); // ten pages, each loaded twice
    // The controls as the server's critical styles lay them out (no JavaScript: nothing else applies).
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
    const plainPage = await plain.newPage();
    const serverBoxes = new Map<string, string[]>();
    for (const path of PUBLIC_PAGES) {
      await plainPage.goto(path);
      serverBoxes.set(path, await controlBoxes(plainPage));
    }
    await plain.close();

    let errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const stylesheetsLoaded = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => pathname.endsWith('.css')),
      );
    for (const path of PUBLIC_PAGES) {
      await test.step(`${path} arrives rendered and hydrates without errors`, async () => {
        errors = [];
        // The HTML the browser was sent (one server render, not a second one for a separate request).
        const html = (await (await page.goto(path))?.text()) ?? '';
        expect(html).toMatch(/<div id="root"><.+<h1/s);
        expect(html).toContain('id="__APOLLO_STATE__"');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        // Nobody has used the page yet: none of the app's code or late styles came (decision 0088).
        expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
        expect((await stylesheetsLoaded()).filter((stylesheet) => !html.includes(`href="${stylesheet}"`))).toEqual([]);
        await useThePage(page);
        // The whole Ant Design sheet's parts are loaded once the app has started (decision 0047),
        // which on a busy machine can come after the network has been quiet for half a second.
        const whole = /data-whole-sheet="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
        expect(whole.length).toBeGreaterThan(0);
        await expect.poll(stylesheetsLoaded).toEqual(expect.arrayContaining(whole));
        expect(errors).toEqual([]);
        // Every stylesheet the page uses was named in the server's HTML: linked, so it paints styled at
        // once, or (the whole Ant Design sheet) named on its critical part's link for the app to load.
        for (const stylesheet of await stylesheetsLoaded())
          expect(html.includes(`href="${stylesheet}"`) || whole.includes(stylesheet)).toBe(true);
        // Nor did the whole sheet change the server's look: the large selects of the simulator once
        // shrank to the default size when its parts came after the critical part (decision 0049).
        await waitForHydration(page);
        expect(await controlBoxes(page)).toEqual(serverBoxes.get(path));
      });
    }
  });

  test('admin pages are not server-rendered', async ({ request }) => {
    const response = await request.get('/admin');
    expect(await response.text()).toContain('<div id="root"></div>');
    expect(response.headers()['x-robots-tag']).toBe('noindex');
  });
});
