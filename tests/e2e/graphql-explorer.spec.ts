// The GraphQL explorer (issue 15): signed-in staff opening /graphql get GraphiQL, served from the
// site's own assets, which loads the schema and runs without a single CSP violation; an anonymous
// visitor gets the answer /graphql gave before (no explorer).
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support';

test.describe.configure({ timeout: 60_000 });

/** Every CSP violation the page reports, and every request to another origin. */
async function watch(page: Page, baseURL: string) {
  const violations: string[] = [];
  const foreign: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return { violations, foreign };
}

test('staff get GraphiQL from the site’s own assets, without CSP violations', async ({ page, baseURL }) => {
  await signInAsAdmin(page.request);
  const seen = await watch(page, baseURL!);
  const introspection = page.waitForResponse((res) => res.url().endsWith('/graphql') && res.request().method() === 'POST');
  const res = await page.goto('/graphql');
  expect(res?.status()).toBe(200);
  expect(res?.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
  await expect(page.locator('.graphiql-container')).toBeVisible({ timeout: 20_000 });
  expect((await introspection).status()).toBe(200);
  await expect(page.getByRole('button', { name: /execute query/i })).toBeVisible();
  if (process.env.SCREENSHOTS === '1') await page.screenshot({ path: '/tmp/graphql-explorer.png' });
  expect(seen.violations).toEqual([]);
  expect(seen.foreign).toEqual([]);
});

test('an anonymous visitor gets no explorer', async ({ page }) => {
  const res = await page.goto('/graphql');
  expect(res?.status()).toBe(400);
  await expect(page.locator('.graphiql-container')).toHaveCount(0);
});
