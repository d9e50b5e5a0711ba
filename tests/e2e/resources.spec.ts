/// <reference lib="dom" />
// The resources library (SPEC §2 'Resources') against the seeded database: 10 resources —
// 3 whitepapers, 2 case studies, 3 templates, 2 infographics.
import { bestPractices, renderedHtml, routeOperation, seriousOnes } from './support';
import { expect, test, type Page } from '@playwright/test';
import { openTool } from './tools-support';

const MONTH_YEAR = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;

const cards = (page: Page) => page.locator('article.resource-card');
const card = (page: Page, title: string) => cards(page).filter({ has: page.getByRole('heading', { name: title }) });
const tab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Resource types' }).getByRole('tab', { name, exact: true });
const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search resources' });

function downloadCount(text: string | null): number {
  const match = /\(([\d,]+)\)/.exec(text ?? '');
  return match ? Number(match[1].replace(/,/g, '')) : 0;
}

// One load of /resources for what it shows and how its tabs and search filter; each step is a former test.
test('the library: parts, a card, accessibility, type tabs, search, and the tab grid', async ({ page, request }) => {
  test.setTimeout(180_000); // a journey of former tests: their budgets added up
  await test.step('arrives rendered with heading, search, tabs, cards and the custom-resources banner', async () => {
    const html = await renderedHtml(request, '/resources');
    expect(html.match(/<article class="resource-card"/g)).toHaveLength(10);

    await openTool(page, '/resources');
    await expect(page.getByRole('heading', { level: 1, name: 'FinOps Resources' })).toBeVisible();
    await expect(searchBox(page)).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Resource types' }).getByRole('tab')).toHaveText([
      'All',
      'Whitepapers',
      'Case Studies',
      'Templates',
      'Infographics',
    ]);
    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByRole('heading', { name: 'Need Custom Resources?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/#contact');
  });
  await test.step('a card shows cover, type and Featured badges, month and year, category, title with icon, description and downloads', async () => {
    const roadmap = card(page, 'The FinOps Maturity Roadmap: From Crawl to Run');
    await expect(roadmap.getByRole('img', { name: 'The FinOps Maturity Roadmap: From Crawl to Run' })).toBeVisible();
    await expect(roadmap.locator('.resource-badge--type')).toHaveText('Whitepaper');
    await expect(roadmap.locator('.resource-badge--featured')).toHaveText('Featured');
    await expect(roadmap.locator('time')).toHaveText(MONTH_YEAR);
    await expect(roadmap.locator('.resource-category-tag')).toHaveText('Strategy');
    await expect(roadmap.locator('.resource-card__icon .anticon')).toBeVisible();
    await expect(roadmap.getByText(/A practical whitepaper on building a FinOps practice/)).toBeVisible();
    await expect(roadmap.getByRole('button', { name: /Download Resource/ })).toHaveText(/Download Resource\s*\(\d+\)/);

    // No count while it is 0, and no Featured badge unless featured.
    const review = card(page, 'Monthly Cloud Cost Review Template');
    await expect(review.getByRole('button', { name: /Download Resource/ })).toHaveText('Download Resource');
    await expect(review.locator('.resource-badge--featured')).toHaveCount(0);
  });
  await test.step("no serious violation of axe's best practices (WCAG A and AA: accessibility.spec.ts)", async () => {
    await expect(cards(page)).toHaveCount(10);
    expect(seriousOnes((await bestPractices(page).analyze()).violations)).toEqual([]);
  });
  await test.step('type tabs filter on the server', async () => {
    for (const [name, type, count] of [
      ['Whitepapers', 'Whitepaper', 3],
      ['Case Studies', 'Case Study', 2],
      ['Templates', 'Template', 3],
      ['Infographics', 'Infographic', 2],
    ] as const) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      await expect(cards(page).locator('.resource-badge--type')).toHaveText(Array(count).fill(type));
    }
    await tab(page, 'All').click();
    await expect(cards(page)).toHaveCount(10);
  });
  await test.step('a search covers every type, and picking a tab clears it', async () => {
    await tab(page, 'Templates').click();
    await expect(cards(page)).toHaveCount(3);

    await searchBox(page).fill('chargeback');
    // The case study matches although the Templates tab was chosen: the search overrides the tab.
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).locator('.resource-badge--type')).toHaveText('Case Study');
    await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');

    await tab(page, 'Whitepapers').click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(cards(page).locator('.resource-badge--type')).toHaveText(Array(3).fill('Whitepaper'));
  });
  await test.step('a search without results says so', async () => {
    await searchBox(page).fill('no-such-thing-zzz');
    await expect(page.getByRole('heading', { name: 'No resources found' })).toBeVisible();
    await expect(page.getByText('No results for no-such-thing-zzz. Try a different search term.', { exact: true })).toBeVisible();
  });
  await test.step('tab list has 3 columns on small screens and 5 from 768 px', async () => {
    const columns = () =>
      page.getByRole('tablist', { name: 'Resource types' }).evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(await columns()).toBe(5);
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await columns()).toBe(3);
  });
});

// Downloads, one card each. The failed one first and the first-ever one last: a retry after a
// failure in an earlier step then still finds its card without a count.
test('downloads: a failed one, a counted one, and a first one', async ({ page, context }) => {
  test.setTimeout(90_000); // a journey of former tests: their budgets added up
  await openTool(page, '/resources');
  await test.step('a failed download says so, closes the tab and keeps the count', async () => {
    const button = card(page, 'Cloud Tagging Policy Template').getByRole('button', { name: /Download Resource/ });
    const before = await button.textContent();
    const failing = await routeOperation(page, 'RecordResourceDownload', { fail: true });
    const popupPromise = page.waitForEvent('popup');
    await button.click();
    const popup = await popupPromise;
    await expect(page.getByText('Download failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Please try again later', { exact: true })).toBeVisible();
    await expect.poll(() => popup.isClosed()).toBe(true);
    await expect(button).toHaveText(before!);
    await failing.unroute();
  });
  await test.step('a download counts, opens the file in a new tab and says so', async () => {
    const roadmap = card(page, 'The FinOps Maturity Roadmap: From Crawl to Run');
    const button = roadmap.getByRole('button', { name: /Download Resource/ });
    const before = downloadCount(await button.textContent());
    expect(before).toBeGreaterThan(0);

    const fileRequest = context.waitForEvent('request', (request) => request.url().endsWith('/downloads/finops-maturity-roadmap.pdf'));
    const popupPromise = page.waitForEvent('popup');
    await button.click();
    const popup = await popupPromise;
    await fileRequest;
    expect(popup).toBeTruthy();

    await expect(page.getByText('Download started', { exact: true })).toBeVisible();
    await expect(page.getByText('Your file is being downloaded', { exact: true })).toBeVisible();
    await expect(button).toHaveText(new RegExp(`^Download Resource\\s*\\(${before + 1}\\)$`));
  });
  await test.step('the first download of a resource makes its count appear', async () => {
    const review = card(page, 'FinOps KPIs at a Glance');
    const button = review.getByRole('button', { name: /Download Resource/ });
    await expect(button).toHaveText('Download Resource');
    const popupPromise = page.waitForEvent('popup');
    await button.click();
    await popupPromise;
    await expect(button).toHaveText(/Download Resource\s*\(1\)/);
  });
});

// The Infographics page comes slowly (its placeholders show), then the Templates page fails.
test('loading and failing lists: placeholder cards, then the error state', async ({ page }) => {
  test.setTimeout(60_000); // a journey of former tests: their budgets added up
  await openTool(page, '/resources');
  await test.step('shows six placeholder cards while loading', async () => {
    const slow = await routeOperation(page, 'ResourcesLibrary', { hold: true });
    await tab(page, 'Infographics').click();
    await expect(page.locator('.resource-card--skeleton')).toHaveCount(6);
    slow.release();
    await expect(cards(page)).toHaveCount(2);
    await slow.unroute();
  });
  await test.step('a failing list shows the error state', async () => {
    await routeOperation(page, 'ResourcesLibrary', { fail: true });
    await tab(page, 'Templates').click();
    await expect(page.getByRole('heading', { name: 'Unable to load resources' })).toBeVisible();
    await expect(page.getByText('Please try again later.', { exact: true })).toBeVisible();
  });
});
