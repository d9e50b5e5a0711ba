// Drafts and publishing (issue 12, decision 0021) as an editor lives them: a new post saved as a
// draft stays off the public blog, the table shows and filters its status, Publish makes it
// public; a save over someone else's newer version shows the differences and lets the editor choose.
// With SCREENSHOTS=1, screenshots at 1280 px go to /tmp/shots-drafts/ for a person to look at.
import { expect as baseExpect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { ADMIN, openAdminStory, shot as takeShot } from './support';

test.describe.configure({ mode: 'serial', timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const SHOTS = '/tmp/shots-drafts';
const RUN = Date.now().toString(36);
const POST = { title: `Drafted article ${RUN}`, slug: `drafted-article-${RUN}` };

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  ({ context, page } = await openAdminStory(browser, SHOTS));
});

test.afterAll(async () => {
  await context.close().catch(() => undefined);
});

const shot = (name: string) => takeShot(page, `${SHOTS}/${name}.png`, { fullPage: true });
const toast = (title: string): Locator => page.locator('.ant-notification-notice').filter({ hasText: title });
const row = (text: string): Locator => page.locator('.ant-table-row').filter({ hasText: text });

/** What a visitor without a session sees at the post's address. */
async function publicHeading(): Promise<string> {
  const visitor = await page.context().browser()!.newContext();
  const article = await visitor.newPage();
  await article.goto(`${new URL(page.url()).origin}/blog/${POST.slug}`);
  const heading = (await article.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
  await visitor.close();
  return heading.trim();
}

test('a draft stays private until it is published', async () => {
  await test.step('write a post and save it as a draft', async () => {
    await page.goto('/admin/blog/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New Blog Post' })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Title', { exact: true }).fill(POST.title);
    await page.getByLabel('Title', { exact: true }).blur();
    await expect(page.getByLabel('Slug')).toHaveValue(POST.slug);
    await page.getByLabel('Excerpt').fill('A draft that nobody outside the team may read before it is published.');
    await page.getByLabel('Cover Image URL').fill('/images/covers/finops-operating-model-first-90-days.svg');
    await page.getByLabel('Category').click();
    await page.locator('.ant-select-item-option').first().click();
    await page.getByLabel('Tags').fill('drafts, e2e');
    await page.getByRole('button', { name: 'Source' }).click();
    await page
      .getByLabel('Content (HTML source)')
      .fill('<p>The first words of a draft, long enough for the content rule of fifty characters.</p>');
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
    await shot('01-new-post-buttons');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(toast('Blog post created')).toBeVisible();
    // "Save draft" stays in the editor, now at the post's own address (issue 34).
    await expect(page).toHaveURL(/\/admin\/blog\/edit\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible();
    await page.goto('/admin?tab=blog');
    await expect(row(POST.title)).toContainText('Draft', { timeout: 30_000 });
  });

  await test.step('the status filter finds it; the public does not', async () => {
    await page.getByLabel('Filter by status').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Draft' }).click();
    await expect(row(POST.title)).toBeVisible();
    await expect(page.locator('.ant-table-row').filter({ hasText: 'Published' })).toHaveCount(0);
    await shot('02-status-filter');
    expect(await publicHeading()).toBe('Article Not Found');
  });

  await test.step('autosave stores the typing without a click; leaving with unsaved changes asks first', async () => {
    await row(POST.title).getByRole('link', { name: /^Edit/ }).click();
    const indicator = page.locator('.admin-editor__autosave');
    await expect(indicator).toHaveText('Saved');
    const excerpt = 'An autosaved excerpt: typed, then left alone for a few seconds.';
    await page.getByLabel('Excerpt').fill(excerpt);
    await expect(indicator).toHaveText(/Unsaved changes|Saving…/);
    await shot('03-autosave-unsaved');
    // The autosave's pause in typing (3 s) on the real clock: with the page's clock run ahead
    // (page.clock), the editor's dates (a publish time of "now") ran ahead of the server's too.
    await expect(indicator).toHaveText('Saved', { timeout: 20_000 });
    await page.reload();
    await expect(page.getByLabel('Excerpt')).toHaveValue(excerpt);

    // Another tab with a change that cannot be saved (too short a title): closing it asks first.
    const other = await context.newPage();
    await other.goto(page.url());
    await other.getByLabel('Title', { exact: true }).fill('Abc');
    await expect(other.locator('.admin-editor__autosave')).toHaveText('Unsaved changes');
    const asked = new Promise<string>((resolve) =>
      other.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))),
    );
    await other.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    // A link inside the app asks too; "Cancel" stays on the editor with the change.
    const question = new Promise<string>((resolve) =>
      other.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.message()))),
    );
    await other.getByRole('link', { name: 'Back to Dashboard' }).click();
    expect(await question).toBe('You have unsaved changes. Leave this page and lose them?');
    await expect(other.getByLabel('Title', { exact: true })).toHaveValue('Abc');
    await other.close();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  });

  await test.step('publish it: now it is public', async () => {
    await row(POST.title).getByRole('link', { name: /^Edit/ }).click();
    await expect(page.getByText('Status:')).toContainText('Draft');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(toast('Blog post updated')).toBeVisible();
    await page.getByLabel('Filter by status').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'All statuses' }).click();
    await expect(row(POST.title)).toContainText('Published');
    expect(await publicHeading()).toBe(POST.title);
  });
});

// Back and forward are guarded by app/history-guard.ts (decision 0032), ahead of the router.
test('the back and forward buttons ask before leaving unsaved changes', async () => {
  await page.goto('/admin?tab=blog');
  await row(POST.title).getByRole('link', { name: /^Edit/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible();
  const editor = page.url();
  // A title too short to be saved: the change stays unsaved however long the test waits.
  await page.getByLabel('Title', { exact: true }).fill('Abc');
  await expect(page.locator('.admin-editor__autosave')).toHaveText('Unsaved changes');
  const answer = (accept: boolean) =>
    new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => void (accept ? dialog.accept() : dialog.dismiss()).then(() => resolve(dialog.message()))),
    );

  // Back, "Cancel": the editor stays, at its address, with the typing. The history moves twice
  // (back, then the guard's step forward again to the editor): counted as the page's Navigation
  // API sees them, which the guard's swallowed popstate events do not hide.
  await page.evaluate(() => {
    const moves = { count: 0 };
    (window as unknown as { e2eMoves: typeof moves }).e2eMoves = moves;
    navigation.addEventListener('currententrychange', () => (moves.count += 1));
  });
  let question = answer(false);
  await page.evaluate(() => window.history.back());
  expect(await question).toBe('You have unsaved changes. Leave this page and lose them?');
  await expect(page).toHaveURL(editor);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Abc');
  // Once the step back to the editor has happened and two frames have been drawn after it, the
  // page is where it stays (before, a fixed 300 ms wait).
  await expect.poll(() => page.evaluate(() => (window as unknown as { e2eMoves: { count: number } }).e2eMoves.count)).toBe(2);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page).toHaveURL(editor);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible();

  // Back, "OK": the dashboard.
  question = answer(true);
  await page.evaluate(() => window.history.back());
  await question;
  await expect(page).toHaveURL('/admin?tab=blog');
  await expect(row(POST.title)).toBeVisible();

  // Forward (nothing typed: no question), leave by the link, come back, type: forward asks too.
  await page.goForward();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(POST.title);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL('/admin?tab=blog');
  await page.goBack();
  await expect(page).toHaveURL(editor);
  await page.getByLabel('Title', { exact: true }).fill('Abd');
  await expect(page.locator('.admin-editor__autosave')).toHaveText('Unsaved changes');
  question = answer(false);
  await page.evaluate(() => window.history.forward());
  expect(await question).toBe('You have unsaved changes. Leave this page and lose them?');
  await expect(page).toHaveURL(editor);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Abd');
  // Leave for the next story: confirmed by the link.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL('/admin?tab=blog');
});

test('a save over a newer version shows the differences and lets the editor choose', async () => {
  await row(POST.title).getByRole('link', { name: /^Edit/ }).click();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  const id = page.url().split('/').pop()!;
  // Someone else saves a new title meanwhile (REST, the same session: what matters is the newer version).
  const stored = (await (await page.request.get(`/api/admin/blog/${id}`)).json()) as Record<string, unknown>;
  const fields = ['slug', 'excerpt', 'content', 'coverImage', 'author', 'category', 'tags', 'featured', 'publishedAt', 'status'];
  const theirs = Object.fromEntries(fields.map((field) => [field, stored[field]]));
  const changed = await page.request.put(`/api/admin/blog/${id}`, { data: { ...theirs, title: `${POST.title} (their edit)` } });
  expect(changed.status()).toBe(200);

  await page.getByLabel('Title', { exact: true }).fill(`${POST.title} (my edit)`);
  await page.getByRole('button', { name: 'Update Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'A newer version was saved' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('del')).toContainText(['their']);
  await expect(dialog.locator('ins')).toContainText(['my']);
  await shot('04-version-conflict');
  await dialog.getByRole('button', { name: 'Overwrite with mine' }).click();
  await expect(toast('Blog post updated')).toBeVisible();
  await expect(row(`${POST.title} (my edit)`)).toBeVisible();
});

test('a save refused because the session ended signs in over the editor and saves, nothing lost', async () => {
  await row(`${POST.title} (my edit)`).getByRole('link', { name: /^Edit/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(`${POST.title} (after sign-in)`);
  // The session ends meanwhile (signed out elsewhere: the cookie is gone).
  expect((await page.request.post('/graphql', { data: { query: 'mutation { logout }' } })).ok()).toBe(true);
  await page.getByRole('button', { name: 'Update Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
  await expect(dialog).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`${POST.title} (after sign-in)`);
  await dialog.getByLabel('Username').fill(ADMIN.username);
  await dialog.getByLabel('Password').fill(ADMIN.password);
  await shot('05-session-ended');
  await dialog.getByRole('button', { name: 'Sign in and save' }).click();
  await expect(toast('Blog post updated')).toBeVisible();
  await expect(row(`${POST.title} (after sign-in)`)).toBeVisible();
});

test('autosave of a published post keeps the public page unchanged until Update Post', async () => {
  const before = `${POST.title} (after sign-in)`;
  const revised = `${POST.title} (revised quietly)`;
  await row(before).getByRole('link', { name: /^Edit/ }).click();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(revised);
  const indicator = page.locator('.admin-editor__autosave');
  await expect(indicator).toHaveText('Saved', { timeout: 20_000 });
  expect(await publicHeading()).toBe(before);

  // Reopened, the editor offers the pending edits; restored, Update Post makes them public.
  await page.reload();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(before);
  const banner = page.locator('.ant-alert').filter({ hasText: 'You have unsaved changes from' });
  await expect(banner).toBeVisible();
  await shot('06-pending-changes');
  await banner.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(revised);
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(toast('Blog post updated')).toBeVisible();
  expect(await publicHeading()).toBe(revised);
});
