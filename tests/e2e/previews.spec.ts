// Previews, shareable preview links, slug redirects and SEO previews (issue 12, decision 0031) as
// an editor lives them: Preview opens the draft at its public address under a banner; a share link
// opens it for someone without an account; a renamed published post's old address leads to the
// new one; the SEO card's search-result preview follows what is typed.
import { expect as baseExpect, test, type BrowserContext, type Page } from '@playwright/test';
import { openAdminStory } from './support';

test.describe.configure({ mode: 'serial', timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const RUN = Date.now().toString(36);
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  ({ context, page } = await openAdminStory(browser, '/tmp/shots-previews'));
});
test.afterAll(async () => {
  await context.close().catch(() => undefined);
});

const SAVE = `mutation($input: BlogPostInput!) { post: createPost(input: $input) { id slug } }`;
const UPDATE = `mutation($id: ID!, $input: BlogPostInput!) { post: updatePost(id: $id, input: $input) { id slug } }`;

function postInput(slug: string, status: string) {
  return {
    title: `Preview story ${slug}`,
    slug,
    excerpt: 'An article written to be previewed before anyone else reads it.',
    content: '<p>The body of an article that only the team and its reviewers may read for now.</p>',
    coverImage: '/images/covers/cost-anomaly-detection-alerts-engineers-trust.svg',
    category: 'technical',
    tags: 'preview',
    status,
  };
}

async function gql(query: string, variables: Record<string, unknown>): Promise<{ id: string; slug: string }> {
  const res = await page.request.post('/graphql', { data: { query, variables }, headers: { 'apollo-require-preflight': 'true' } });
  const body = (await res.json()) as { data?: { post: { id: string; slug: string } }; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.post;
}

test('Preview and a shared preview link show the draft under a banner; SEO previews follow typing', async () => {
  const draft = await gql(SAVE, { input: postInput(`preview-story-${RUN}`, 'DRAFT') });
  await page.goto(`/admin/blog/edit/${draft.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible({ timeout: 30_000 });

  await test.step('Preview opens the public address in a new tab, with the banner', async () => {
    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Preview' }).click()]);
    await expect(tab.getByRole('complementary', { name: 'Preview' })).toContainText('Visitors cannot see this post yet.');
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(`Preview story ${draft.slug}`);
    await tab.close();
  });

  await test.step('a share link opens it in a fresh context without an account', async () => {
    await page.getByRole('button', { name: 'Share preview' }).click();
    await page.getByRole('button', { name: 'Create preview link' }).click();
    const link = await page.getByRole('textbox', { name: 'Preview link', exact: true }).inputValue();
    expect(link).toContain(`/blog/${draft.slug}?preview=`);
    const reviewer = await page.context().browser()!.newContext();
    const article = await reviewer.newPage();
    await article.goto(`${new URL(page.url()).origin}${new URL(link).pathname}${new URL(link).search}`);
    await expect(article.getByRole('complementary', { name: 'Preview' })).toBeVisible();
    await expect(article.getByRole('link', { name: 'Back to the editor' })).toHaveCount(0);
    await reviewer.close();
    await page.keyboard.press('Escape');
  });

  await test.step('the search-result preview follows the meta title', async () => {
    await page.getByLabel('Meta title').fill('A title written for search engines');
    await expect(page.getByRole('region', { name: 'Search result preview' })).toContainText('A title written for search engines');
  });
});

test("a published post's old address leads to its new one", async () => {
  const slug = `moving-story-${RUN}`;
  const live = await gql(SAVE, { input: postInput(slug, 'PUBLISHED') });
  await gql(UPDATE, { id: live.id, input: postInput(`${slug}-moved`, 'PUBLISHED') });
  const visitor = await page.context().browser()!.newContext();
  const article = await visitor.newPage();
  await article.goto(`${new URL(page.url()).origin}/blog/${slug}`);
  await expect(article).toHaveURL(new RegExp(`/blog/${slug}-moved$`));
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(`Preview story ${slug}-moved`);
  await visitor.close();
  // Published on the shared server: gone again before other specs count the blog's posts.
  expect((await page.request.delete(`/api/admin/blog/${live.id}`)).ok()).toBe(true);
});
