/// <reference lib="dom" />
// The blog (SPEC §2 'Blog list' and 'Blog article') against the seeded database: 14 posts, of
// which one is scheduled, so 13 published -> pages of 6, 6 and 1.
import { bestPractices, renderedHtml, routeOperation, seriousOnes, signInAsAdmin } from './support';
import { expect, test, type Page } from '@playwright/test';
import { openTool } from './tools-support';

const PUBLISHED = 13;
const SCHEDULED_SLUG = 'azure-budgets-action-groups-auto-shutdown-tutorial';
const ARTICLE = 'kubernetes-cost-allocation-shared-clusters';
const LONG_US_DATE = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;

const cards = (page: Page) => page.locator('.blog-card:not(.blog-card--skeleton)');
const tab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Blog categories' }).getByRole('tab', { name, exact: true });
const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search articles' });

// The list's loading (six skeleton cards), failure, empty and listed states are its cell's
// component test's (tests/component/blog/blog-posts-cell.test.tsx).

// Paging scrolls smoothly to the top, as most visitors see it (the config asks for reduced motion).
test.use({ reducedMotion: 'no-preference' });

test.describe('blog list', () => {
  // One load of /blog: what it shows, the keyboard, then a card leads away. Its WCAG A and AA audit
  // (and the article's) is accessibility.spec.ts's, every impact, at 375 and 1280 px; here axe's
  // best practices only.
  test('the list as it arrives: parts, keyboard tabs and a card', async ({ page, request }) => {
    test.setTimeout(120_000); // a journey of former tests: their budgets added up
    await test.step('blog list › arrives rendered with the heading, search box, tabs and six cards', async () => {
      const html = await renderedHtml(request, '/blog');
      expect(html.match(/class="blog-card__link"/g)).toHaveLength(6);
      expect(html).toContain(`${PUBLISHED} articles`);

      await openTool(page, '/blog');
      await expect(page.getByRole('heading', { level: 1, name: 'FinOps Insights' })).toBeVisible();
      await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search articles...');
      const tabs = page.getByRole('tablist', { name: 'Blog categories' }).getByRole('tab');
      await expect(tabs).toHaveText(['All', 'Strategy', 'Technical', 'Case Studies', 'Tutorials']);
      await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
      await expect(cards(page)).toHaveCount(6);
    });
    await test.step("blog list › no serious violation of axe's best practices", async () => {
      expect(seriousOnes((await bestPractices(page).analyze()).violations)).toEqual([]);
    });
    await test.step('blog list › tabs work from the keyboard', async () => {
      await tab(page, 'All').focus();
      await page.keyboard.press('ArrowRight');
      await expect(tab(page, 'Strategy')).toBeFocused();
      await page.keyboard.press('End');
      await expect(tab(page, 'Tutorials')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/blog/category/tutorials');
      // The scheduled tutorial is not listed.
      await expect(cards(page)).toHaveCount(2);
      await expect(tab(page, 'Tutorials')).toHaveAttribute('aria-selected', 'true');
    });
    await tab(page, 'All').click();
    await expect(page).toHaveURL('/blog');
    await test.step('blog list › a card shows cover, category, long US date, title, excerpt, author and at most three tags', async () => {
      const card = cards(page).filter({ hasText: 'Kubernetes Cost Allocation' });
      await expect(card.getByRole('img', { name: /Kubernetes Cost Allocation/ })).toBeVisible();
      await expect(card.locator('.blog-category-tag')).toHaveText('Technical');
      await expect(card.locator('time')).toHaveText(LONG_US_DATE);
      await expect(card.getByText('Daniel Okafor')).toBeVisible();
      // Six tags: Kubernetes, Cost Allocation, Containers, then '+3 more' with the last one (a
      // narrow card never wraps the counter onto a line of its own, issue 34).
      await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
        'Kubernetes',
        'Cost Allocation',
        'Containers +3 more',
      ]);
      const excerpt = card.locator('.blog-card__excerpt');
      await expect(excerpt).toHaveCSS('-webkit-line-clamp', '3');
      await card.getByRole('link', { name: /Kubernetes Cost Allocation/ }).click();
      await expect(page).toHaveURL(`/blog/${ARTICLE}`);
    });
  });

  test('paging: six at a time, the page in the URL, back/forward, and a smooth scroll to the top', async ({ page, request }) => {
    test.setTimeout(90_000); // a journey of former tests: their budgets added up
    await test.step('blog list › pages through 13 posts six at a time, with the page in the URL and back/forward', async () => {
      expect((await renderedHtml(request, '/blog?page=3')).match(/class="blog-card__link"/g)).toHaveLength(1);

      await openTool(page, '/blog');
      const pagination = page.getByRole('navigation', { name: 'Pagination' });
      await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      await expect(pagination.locator('.blog-pagination__step', { hasText: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
      const firstPageTitles = await cards(page).locator('h2').allTextContents();

      await pagination.getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL('/blog?page=2');
      await expect(cards(page)).toHaveCount(6);
      await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      const secondPageTitles = await cards(page).locator('h2').allTextContents();
      expect(secondPageTitles.filter((title) => firstPageTitles.includes(title))).toEqual([]);

      await pagination.getByRole('link', { name: 'Page 3' }).click();
      await expect(page).toHaveURL('/blog?page=3');
      await expect(cards(page)).toHaveCount(1);
      await expect(pagination.locator('.blog-pagination__step', { hasText: 'Next' })).toHaveAttribute('aria-disabled', 'true');

      await page.goBack();
      await expect(page).toHaveURL('/blog?page=2');
      await expect(cards(page).locator('h2')).toHaveText(secondPageTitles);
      await page.goForward();
      await expect(cards(page)).toHaveCount(1);

      await pagination.getByRole('link', { name: 'Previous' }).click();
      await expect(page).toHaveURL('/blog?page=2');
    });
    await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await test.step('blog list › changing page scrolls smoothly back to the top', async () => {
      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 1' }).scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 1' }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
    await expect(page).toHaveURL('/blog');
  });

  // Search and tabs, one journey; each step starts where the one before ended.
  test('search and tabs: server search, tabs and routes, searches within a category and a page', async ({ page, request }) => {
    test.setTimeout(120_000); // a journey of former tests: their budgets added up
    // The page's clock runs as the real one until the last step pauses it.
    await page.clock.install();
    await test.step('blog list › searches on the server, keeps the tab, and says when nothing matches', async () => {
      await openTool(page, '/blog');
      await searchBox(page).fill('Kubernetes');
      await expect(page).toHaveURL('/blog?q=Kubernetes');
      // Three posts mention Kubernetes (title, excerpt, content or tags), across categories.
      await expect(cards(page)).toHaveCount(3);
      await expect(cards(page).filter({ hasText: 'Kubernetes Cost Allocation' })).toHaveCount(1);
      await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
      // Submitting the form does nothing extra.
      await searchBox(page).press('Enter');
      await expect(page).toHaveURL('/blog?q=Kubernetes');

      await searchBox(page).fill('no-such-topic-zzz');
      await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible();
      await expect(page.getByText('No results for "no-such-topic-zzz". Try a different search term.', { exact: true })).toBeVisible();

      await searchBox(page).fill('');
      await expect(page).toHaveURL('/blog');
      await expect(cards(page)).toHaveCount(6);
    });
    await test.step('blog list › tabs follow the route and the route follows the tabs', async () => {
      await tab(page, 'Technical').click();
      await expect(page).toHaveURL('/blog/category/technical');
      await expect(tab(page, 'Technical')).toHaveAttribute('aria-selected', 'true');
      await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'false');
      await expect(cards(page)).toHaveCount(4);
      await expect(cards(page).locator('.blog-category-tag')).toHaveText(Array(4).fill('Technical'));

      await openTool(page, '/blog/category/case-studies');
      await expect(tab(page, 'Case Studies')).toHaveAttribute('aria-selected', 'true');
      await expect(cards(page)).toHaveCount(3);

      await page.goBack();
      await expect(tab(page, 'Technical')).toHaveAttribute('aria-selected', 'true');

      await tab(page, 'All').click();
      await expect(page).toHaveURL('/blog');
      await expect(cards(page)).toHaveCount(6);
    });
    await test.step('blog list › a search within a category keeps the category; a search on a later page comes back within range', async () => {
      const html = await renderedHtml(request, '/blog/category/technical?q=Kubernetes');
      expect(html.match(/class="blog-card__link"/g)).toHaveLength(1);

      // Page 3 of the search's single page: the list comes back to the last page there is.
      await openTool(page, '/blog?page=3');
      await searchBox(page).fill('Kubernetes');
      await expect(page).toHaveURL('/blog?q=Kubernetes');
      await expect(cards(page)).toHaveCount(3);

      // On a page the results do reach, a search keeps the page.
      await openTool(page, '/blog?page=2');
      await searchBox(page).fill('cost');
      await expect(page).toHaveURL('/blog?page=2&q=cost');
      await expect(cards(page)).toHaveCount(6);
    });
    await test.step('blog list › choosing a tab clears the search and goes back to page 1', async () => {
      // The step before ended on page 2 with 'cost' searched.
      await expect(searchBox(page)).toHaveValue('cost');
      await expect(page).toHaveURL('/blog?page=2&q=cost');
      await tab(page, 'Strategy').click();
      await expect(page).toHaveURL('/blog/category/strategy');
      await expect(searchBox(page)).toHaveValue('');
      await expect(cards(page)).toHaveCount(4);

      // Also when the tab is chosen while the typed text is still waiting to be applied: the
      // page's clock stands still from the typing on, then runs past the search's 300 ms pause,
      // so a search still pending would be applied before the last look (no real wait).
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000); // a moment ahead: never the past
      await searchBox(page).pressSequentially('kub');
      await tab(page, 'Technical').click();
      await expect(page).toHaveURL('/blog/category/technical');
      await expect(searchBox(page)).toHaveValue('');
      await page.clock.runFor(1_000);
      await page.clock.resume();
      await expect(page).toHaveURL('/blog/category/technical');
      await expect(searchBox(page)).toHaveValue('');
      await expect(cards(page)).toHaveCount(4);
    });
  });

  test('an empty category says so; an unknown one is the not-found screen', async ({ page }) => {
    // A category of this test's own, with no posts (an admin made it; it is not a tab).
    await signInAsAdmin(page.request);
    const slug = `e2e-empty-${Date.now().toString(36)}`;
    expect((await page.request.post('/api/admin/categories', { data: { name: `E2E Empty ${slug}`, slug, description: '' } })).ok()).toBe(
      true,
    );
    await openTool(page, `/blog/category/${slug}`);
    await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible();
    await expect(page.getByText('No posts available in this category yet.', { exact: true })).toBeVisible();

    const response = await page.goto('/blog/category/no-such-category');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  });
});

test.describe('blog article', () => {
  // One load of the article: its parts, sharing, the clipboard, then a related article.
  test('the article: parts and page meta, share buttons, copy link, related articles', async ({ page, context, request }) => {
    test.setTimeout(150_000); // a journey of former tests: their budgets added up
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // window.open is recorded, not called: the pop-up itself is the next test's.
    await page.addInitScript(() => {
      const calls: Array<[string, string, string]> = [];
      (window as unknown as { __opened: typeof calls }).__opened = calls;
      window.open = ((url: string, target: string, features: string) => {
        calls.push([String(url), String(target), String(features)]);
        return null;
      }) as typeof window.open;
    });
    await test.step('blog article › shows its parts, rendered on the server with the article title and excerpt as page meta', async () => {
      expect((await request.get(`/blog/${ARTICLE}`)).status()).toBe(200);
      const html = await renderedHtml(request, `/blog/${ARTICLE}`);
      // The 94-character title is cut at a word to what search results show; the H1 keeps it whole.
      expect(html).toContain('<title>Kubernetes Cost Allocation: Splitting Shared Clusters by…</title>');
      expect(html).toContain('<meta property="og:title" content="Kubernetes Cost Allocation: Splitting Shared Clusters by…" />');
      expect(html).toMatch(/<meta name="description" content="A shared cluster shows up on the invoice/);

      await openTool(page, `/blog/${ARTICLE}`);
      const article = page.locator('article.article');
      await expect(article.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Kubernetes Cost Allocation: Splitting Shared Clusters by Namespace and Label',
      );
      await expect(article.locator('.article__meta time')).toHaveText(LONG_US_DATE);
      await expect(article.locator('.article__meta')).toContainText('Daniel Okafor');
      await expect(article.locator('.article__meta')).toContainText('Technical');
      await expect(article.getByRole('img', { name: /Kubernetes Cost Allocation/ })).toBeVisible();
      // The HTML content as-is: its own headings, lists, table and code.
      const content = article.locator('.article-content');
      await expect(content.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(content.locator('table')).toBeVisible();
      await expect(content.locator('pre code')).toBeVisible();
      await expect(article.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
        'Kubernetes',
        'Cost Allocation',
        'Containers',
        'OpenCost',
        'EKS',
        'GKE',
      ]);
      await expect(page).toHaveTitle(/Kubernetes Cost Allocation/);
    });
    await test.step("blog article › no serious violation of axe's best practices", async () => {
      await expect(page.getByRole('region', { name: 'Related Articles' })).toBeVisible();
      expect(seriousOnes((await bestPractices(page).analyze()).violations)).toEqual([]);
    });
    await test.step('blog article › share buttons open 600 x 400 pop-ups with the page address', async () => {
      const pageUrl = encodeURIComponent(page.url());
      for (const name of ['Share on Facebook', 'Share on Twitter', 'Share on LinkedIn']) {
        await page.getByRole('button', { name }).click();
      }
      const opened = await page.evaluate(() => (window as unknown as { __opened: Array<[string, string, string]> }).__opened);
      expect(opened.map(([url]) => url)).toEqual([
        `https://www.facebook.com/sharer/sharer.php?u=${pageUrl}`,
        `https://twitter.com/intent/tweet?url=${pageUrl}&text=${encodeURIComponent('Kubernetes Cost Allocation: Splitting Shared Clusters by Namespace and Label')}`,
        `https://www.linkedin.com/sharing/share-offsite/?url=${pageUrl}`,
      ]);
      for (const [, , features] of opened) expect(features).toMatch(/width=600,height=400/);
    });
    await test.step('blog article › copy link puts the address on the clipboard and says so', async () => {
      await page.getByRole('button', { name: 'Copy link' }).click();
      await expect(page.getByText('Link copied to clipboard', { exact: true })).toBeVisible();
      await expect(page.getByText('You can now share it with anyone', { exact: true })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    });
    await test.step('blog article › related articles: up to three others of the category, each with a Read more link', async () => {
      const related = page.getByRole('region', { name: 'Related Articles' });
      const items = related.getByRole('listitem');
      await expect(items).toHaveCount(3);
      await expect(items.filter({ hasText: 'Kubernetes Cost Allocation' })).toHaveCount(0);
      const first = items.first();
      await expect(first.getByRole('img')).toBeVisible();
      await expect(first.locator('time')).toHaveText(LONG_US_DATE);
      await expect(first.locator('.related-card__excerpt')).toHaveCSS('-webkit-line-clamp', '2');
      const title = await first.locator('h3').textContent();
      const readMore = first.getByRole('link', { name: /^Read more/ });
      const href = await readMore.getAttribute('href');
      expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
      await readMore.click();
      await expect(page).toHaveURL(href!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
    });
  });

  test('a share pop-up really opens', async ({ page, context }) => {
    await context.route('https://www.facebook.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Share</title>' }),
    );
    await openTool(page, `/blog/${ARTICLE}`);
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Share on Facebook' }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    expect(popup.url()).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page.url())}`);
  });

  test('a category with one other published post shows just that one (the scheduled post stays hidden)', async ({ page }) => {
    await openTool(page, '/blog/aws-tag-policies-scp-enforcement-tutorial');
    const items = page.getByRole('region', { name: 'Related Articles' }).getByRole('listitem');
    await expect(items).toHaveCount(1);
    await expect(items).toContainText('BigQuery');
  });

  for (const [label, slug] of [
    ['an unknown slug', 'no-such-article'],
    ['a scheduled post', SCHEDULED_SLUG],
  ]) {
    test(`${label} is 'Article Not Found' with HTTP 404`, async ({ page, request }) => {
      const html = await renderedHtml(request, `/blog/${slug}`);
      expect(html).toContain('Article Not Found');
      expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
      // The server's answer carries the article's (empty) data: the browser does not ask again
      // (an unknown slug's page is one shared render with the slug written in: issue 33).
      const asked: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().includes('BlogArticle') || (sent.postData() ?? '').includes('BlogArticle')) asked.push(sent.url());
      });
      await openTool(page, `/blog/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
      expect(asked).toEqual([]);
      await expect(page.getByText("The blog post you're looking for doesn't exist or has been removed.", { exact: true })).toBeVisible();
      await page.getByRole('link', { name: 'Back to Blog' }).click();
      await expect(page).toHaveURL('/blog');
      await expect(page.getByRole('heading', { level: 1, name: 'FinOps Insights' })).toBeVisible();
    });
  }

  test('a failing article load shows the not-found screen', async ({ page }) => {
    await openTool(page, '/blog');
    await routeOperation(page, 'BlogArticle', { fail: true });
    await cards(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
  });
});
