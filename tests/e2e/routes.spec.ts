// The shared route table (schema/routes.ts) against the real server: every route answers 200 when
// loaded directly (public pages server-rendered), unknown categories 404, variants 301.
import { expect, test } from '@playwright/test';
import { APP_ROUTES, examplePath } from '../../schema/routes';

// A link secret as the account e-mails carry them: 64 lower-case hex characters (unknown here, so
// the page says the link has expired, with status 200 like every client-rendered admin screen).
const PARAMS = {
  slug: 'showback-before-chargeback',
  category: 'technical',
  id: '3f1c2a4e-8b7d-4c1e-9a2f-5d6e7f8a9b0c',
  token: 'ab'.repeat(32),
  kind: 'contact',
};

test('every route of the table answers 200 when loaded directly', async ({ request }) => {
  const statuses: string[] = [];
  for (const route of APP_ROUTES) {
    const url = examplePath(route, PARAMS);
    const response = await request.get(url, { headers: { Accept: 'text/html' }, maxRedirects: 0 });
    statuses.push(`${url} ${response.status()}`);
  }
  expect(statuses).toEqual(APP_ROUTES.map((route) => `${examplePath(route, PARAMS)} 200`));
});

test('/blog/category/{unknown} is the not-found screen with status 404', async ({ page, request }) => {
  expect((await request.get('/blog/category/no-such-category')).status()).toBe(404);
  const response = await page.goto('/blog/category/no-such-category');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  // A category an admin made (not a tab) is known: the seed's categories are tabs, so check a tab.
  expect((await request.get('/blog/category/case-studies')).status()).toBe(200);
});

test('trailing-slash and upper-case variants redirect 301 to the canonical address, query kept', async ({ page, request }) => {
  for (const [from, to] of [
    ['/blog/', '/blog'],
    ['/Blog?page=2', '/blog?page=2'],
    ['/BLOG/CATEGORY/TECHNICAL/?q=tags', '/blog/category/technical?q=tags'],
    ['/admin/webhooks/', '/admin/webhooks'],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
  await page.goto('/Resources/');
  await expect(page).toHaveURL('/resources');
  // Not the API: it has its own answers.
  expect((await request.get('/api/blog/', { maxRedirects: 0 })).status()).not.toBe(301);
});
