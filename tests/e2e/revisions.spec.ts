// Revisions of a post (issue 12, decision 0025) as an editor uses them: the editor's Revisions
// drawer lists the saves, compares an older one with the form, and restores it as a new version.
// With SCREENSHOTS=1, a screenshot at 1280 px goes to /tmp/shots-revisions/ for a person to look at.
import { expect as baseExpect, test, type BrowserContext, type Page } from '@playwright/test';
import { openAdminStory, shot } from './support';

test.describe.configure({ mode: 'serial', timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const SHOTS = '/tmp/shots-revisions';
const RUN = Date.now().toString(36);
const FIRST = `Revised article ${RUN}`;
const SECOND = `Revised article, second take ${RUN}`;

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  ({ context, page } = await openAdminStory(browser, SHOTS));
});

test.afterAll(async () => {
  await context.close().catch(() => undefined);
});

test('an editor compares an older revision and restores it', async () => {
  let id = '';
  await test.step('two saves of a draft', async () => {
    const category = ((await (await page.request.get('/api/categories')).json()) as Array<{ slug: string }>)[0].slug;
    const post = {
      title: FIRST,
      slug: `revised-article-${RUN}`,
      excerpt: 'An article whose first wording an editor wants back after a rewrite.',
      content: '<p>The first wording of the article, long enough for the content rule of fifty characters.</p>',
      coverImage: '/images/covers/finops-operating-model-first-90-days.svg',
      category,
      tags: 'revisions, e2e',
      status: 'DRAFT',
    };
    const created = await page.request.post('/api/admin/blog', { data: post });
    expect(created.status()).toBe(201);
    id = ((await created.json()) as { id: string }).id;
    const rewrite = '<p>A rewrite of the article that replaced every word of the first one, for the test.</p>';
    const updated = await page.request.put(`/api/admin/blog/${id}`, {
      data: { ...post, title: SECOND, content: rewrite, expectedVersion: 1 },
    });
    expect(updated.status()).toBe(200);
  });

  await test.step('the drawer lists both saves and compares the first with the form', async () => {
    await page.goto(`/admin/blog/edit/${id}`);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(SECOND, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Revisions' }).click();
    const drawer = page.locator('.ant-drawer');
    await expect(drawer.getByText(`Version 2: ${SECOND}`)).toBeVisible();
    await expect(drawer.getByText(`Version 1: ${FIRST}`)).toBeVisible();
    await drawer
      .getByRole('listitem')
      .filter({ hasText: `Version 1: ${FIRST}` })
      .getByRole('button', { name: 'Compare' })
      .click();
    const compare = drawer.getByRole('region', { name: 'Version 1 compared with the editor' });
    await expect(compare.locator('del').filter({ hasText: 'first' }).first()).toBeVisible();
    await expect(compare.locator('ins').filter({ hasText: 'rewrite' }).first()).toBeVisible();
    await shot(page, `${SHOTS}/01-compare.png`); // with SCREENSHOTS=1, once the drawer has settled
  });

  await test.step('restoring saves it as version 3 and reloads the form', async () => {
    await page.getByRole('button', { name: 'Restore this version' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Restore' }).click();
    await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Version 1 restored' })).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(FIRST);
    await expect(page.locator('.ant-drawer').getByText(`Version 3: ${FIRST}`)).toBeVisible();
    const stored = (await (await page.request.get(`/api/admin/blog/${id}`)).json()) as { title: string; version: number; status: string };
    expect(stored).toMatchObject({ title: FIRST, version: 3, status: 'DRAFT' });
  });
});
