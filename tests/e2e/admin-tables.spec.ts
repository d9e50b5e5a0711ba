// The admin tables an editor enjoys (issue 12, decision 0027): a header click sorts on the
// server, two selected drafts are published with one confirmation and a summary, and at 768 px
// the Actions column stays in view while long titles are cut with a tooltip. The lead tables
// (decision 0033): a header click sorts the playbook leads on the server, and two selected leads
// get a status with one confirmation.
// With SCREENSHOTS=1, screenshots go to /tmp/shots-tables/ for a person to look at.
import { expect as baseExpect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { openAdminStory, shot } from './support';

test.describe.configure({ mode: 'serial', timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const SHOTS = '/tmp/shots-tables';
const RUN = Date.now().toString(36);
/** The posts this story made, deleted after it (other stories count the blog's posts). */
const ids: string[] = [];
/** Playbook leads of this story, named so that the name order is known. */
const LEADS = [`Zed Tables ${RUN}`, `Amy Tables ${RUN}`];
const TITLES = [`Bulk tables alpha ${RUN}`, `Bulk tables beta ${RUN} with a very long title that must be cut short in a narrow table`];

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  ({ context, page } = await openAdminStory(browser, SHOTS));
  for (const [index, title] of TITLES.entries()) {
    const slug = `bulk-tables-${index}-${RUN}`;
    const created = await page.request.post('/api/admin/blog', {
      data: {
        title,
        slug,
        excerpt: 'A draft made for the bulk actions of the admin tables.',
        content: '<p>Body text long enough for the fifty character minimum of the content rule.</p>',
        coverImage: '/images/covers/finops-operating-model-first-90-days.svg',
        category: 'technical',
        tags: 'e2e',
        status: 'DRAFT',
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    ids.push(((await created.json()) as { id: string }).id);
  }
  for (const name of LEADS) {
    const email = `${name.split(' ')[0].toLowerCase()}-${RUN}@example.com`;
    const lead = await page.request.post('/api/playbook-lead', { data: { name, email, company: `Tables Co ${RUN}` } });
    expect(lead.ok(), await lead.text()).toBe(true);
  }
});

test.afterAll(async () => {
  for (const id of ids) await page.request.delete(`/api/admin/blog/${id}`).catch(() => undefined);
  await context.close().catch(() => undefined);
});

const row = (text: string): Locator => page.locator('.ant-table-row').filter({ hasText: text });

test('sort, bulk publish and the narrow table', async () => {
  await test.step('a header click sorts the posts by title on the server', async () => {
    await page.goto('/admin');
    await expect(row(TITLES[0])).toBeVisible({ timeout: 30_000 });
    const sorted = page.waitForRequest(
      (request) => request.url().includes('/graphql') && (request.postData() ?? '').includes('"sort":"title"'),
    );
    await page.getByRole('columnheader', { name: 'Title' }).click();
    await sorted;
    await expect(page.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'ascending');
  });

  await test.step('two drafts selected are published with one confirmation and a summary', async () => {
    await page.getByRole('textbox', { name: 'Search blog posts' }).fill(`Bulk tables`);
    for (const title of TITLES) await row(title).getByRole('checkbox').check();
    await expect(page.getByRole('group', { name: 'Bulk actions on the selected blog posts' })).toContainText('2 selected');
    await page
      .getByRole('group', { name: 'Bulk actions on the selected blog posts' })
      .getByRole('button', { name: 'Publish', exact: true })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Publish 2 blog posts?');
    await shot(page, `${SHOTS}/bulk-confirm.png`);
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.locator('.ant-notification-notice').filter({ hasText: '2 published' })).toBeVisible();
    for (const title of TITLES) await expect(row(title)).toContainText('Published');
  });

  await test.step('at 768 px the actions stay in view and a long title is cut, whole in its tooltip', async () => {
    await page.setViewportSize({ width: 768, height: 900 });
    const long = row(TITLES[1]);
    await expect(long.getByRole('button', { name: `Delete ${TITLES[1]}` })).toBeInViewport();
    const title = long.locator('.admin-table__title--truncated');
    expect(await title.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await title.hover();
    await expect(page.getByRole('tooltip')).toContainText(TITLES[1]);
    await shot(page, `${SHOTS}/posts-768.png`);
  });
});

test('the lead table sorts on the server and sets a status in bulk', async () => {
  const group = page.getByRole('group', { name: 'Bulk actions on the selected playbook leads' });
  await test.step('a header click asks the server for the name order, both ways', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin?tab=playbook-leads');
    await page.getByRole('textbox', { name: 'Search playbook leads' }).fill(`Tables ${RUN}`);
    await expect(row(LEADS[0])).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.ant-table-row')).toHaveCount(2);
    const names = () => page.locator('.ant-table-row .admin-table__title').allInnerTexts();
    const ascending = page.waitForRequest((request) => /"sort":"name","order":"asc"/.test(request.postData() ?? ''));
    await page.getByRole('columnheader', { name: 'Name' }).click();
    await ascending;
    await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(names).toEqual([LEADS[1], LEADS[0]]);
    const descending = page.waitForRequest((request) => /"sort":"name","order":"desc"/.test(request.postData() ?? ''));
    await page.getByRole('columnheader', { name: 'Name' }).click();
    await descending;
    await expect.poll(names).toEqual([LEADS[0], LEADS[1]]);
  });

  await test.step('two selected leads are set to Qualified after one confirmation', async () => {
    await expect(group).toHaveCount(0);
    for (const name of LEADS) await row(name).getByRole('checkbox').check();
    await expect(group).toContainText('2 selected');
    await group.getByRole('combobox', { name: 'Set status' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Qualified' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Set 2 playbook leads to Qualified?');
    await shot(page, `${SHOTS}/lead-bulk-confirm.png`);
    await dialog.getByRole('button', { name: 'Set status' }).click();
    await expect(page.locator('.ant-notification-notice').filter({ hasText: '2 updated' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    for (const name of LEADS) await expect(row(name)).toContainText('Qualified');
    await expect(group).toHaveCount(0);
  });

  await test.step('the table reads the status back from the server', async () => {
    await page.reload();
    await page.getByRole('textbox', { name: 'Search playbook leads' }).fill(`Tables ${RUN}`);
    for (const name of LEADS) await expect(row(name)).toContainText('Qualified', { timeout: 30_000 });
    await shot(page, `${SHOTS}/lead-table-qualified.png`);
  });
});
