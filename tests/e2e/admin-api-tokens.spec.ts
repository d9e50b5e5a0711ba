// The API tokens screen (issue 6), as one serial story: reached from the dashboard header; the
// create dialog's rules; a token created, its secret shown once with a working Copy button; the
// token reading through the API within its scope only; its last use shown; Revoke asking first,
// then refusing the token at once. With SCREENSHOTS=1, screenshots at 1280 px go to /tmp/shots-tokens/.
import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { axe, bestPractices, shot as takeShot, signInAsNewAdministrator } from './support';

test.describe.configure({ mode: 'serial', timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const SHOTS = '/tmp/shots-tokens';
const RUN = Date.now().toString(36);
const NAME = `E2E CRM sync ${RUN}`;

let page: Page;
let api: APIRequestContext;
let secret = '';

test.beforeAll(async ({ browser, playwright, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  // An Administrator of its own: creating a token ends the account's other sessions (decision
  // 0056), which as the shared e2e admin signed out the specs running beside this one.
  const owner = await playwright.request.newContext({ baseURL });
  await signInAsNewAdministrator(owner, page.request, `tokens-${RUN}`);
  await owner.dispose();
  // An integrator: no cookies, only the token.
  api = await playwright.request.newContext({ baseURL });
});

test.afterAll(async () => {
  await api?.dispose();
  await page
    ?.context()
    .close()
    .catch(() => undefined);
});

async function shot(name: string) {
  await takeShot(page, `${SHOTS}/${name}.png`, { fullPage: true });
}

function row(text: string): Locator {
  return page.locator('.ant-table-row').filter({ hasText: text });
}

/**
 * No serious accessibility violation, colour contrast included (the theme's greys and red pass AA).
 * `screen`: the screen as it loads, whose WCAG audit is accessibility.spec.ts's (375 and 1280 px):
 * then axe's best-practice rules only.
 */
async function expectNoSeriousViolations(state: 'screen' | 'state' = 'state') {
  const results = await (state === 'screen' ? bestPractices(page) : axe(page)).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the dashboard header leads to the API tokens screen', async () => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'API Tokens' })).toHaveAttribute('href', '/admin/api-tokens');
  await takeShot(page, `${SHOTS}/00-dashboard-header.png`, { clip: { x: 0, y: 0, width: 1280, height: 260 } });
  await page.getByRole('link', { name: 'API Tokens' }).click();
  await expect(page).toHaveURL(/\/admin\/api-tokens$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API Tokens' })).toBeVisible();
  for (const column of ['Name', 'Scopes', 'Token', 'Created', 'Last used', 'Expires', 'Status', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await page.getByLabel('Search API tokens').fill(`nothing-like-this-${RUN}`);
  await expect(page.getByText('No API tokens found for your search')).toBeVisible();
  await page.getByLabel('Search API tokens').fill('');
  await expectNoSeriousViolations('screen');
  await shot('01-api-tokens');
});

test('the create dialog shows the rules before sending anything', async () => {
  let creates = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('AdminCreateApiToken')) creates += 1;
  });
  await page.getByRole('button', { name: 'Create Token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API token' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create token' }).click();
  await expect(dialog.getByText('Token name must be at least 3 characters')).toBeVisible();
  await expect(dialog.getByText('Choose at least one scope (content or leads)')).toBeVisible();
  await dialog.getByLabel('Name').fill('ab');
  await dialog.getByLabel('Name').blur();
  await expect(dialog.getByText('Token name must be at least 3 characters')).toBeVisible();
  expect(creates).toBe(0);
  await expect(dialog.getByLabel('Expires')).toBeVisible();
  await expect(dialog.locator('.ant-select-content')).toContainText('Never');
  await expectNoSeriousViolations();
  await shot('02-create-rules');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('a created token is shown once, copied, and listed by its prefix only', async () => {
  await page.getByRole('button', { name: 'Create Token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API token' });
  // A fresh form each time.
  await expect(dialog.getByLabel('Name')).toHaveValue('');
  await dialog.getByLabel('Name').fill(NAME);
  await dialog.getByRole('checkbox', { name: /^content Read/ }).check();
  await dialog.getByLabel('Expires').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '30 days' }).click();
  await dialog.getByRole('button', { name: 'Create token' }).click();

  const reveal = page.getByRole('dialog', { name: 'Copy your new API token' });
  await expect(reveal).toBeVisible();
  await expect(reveal.getByText('This is the only time the token is shown')).toBeVisible();
  secret = await reveal.getByLabel(`API token ${NAME}`).inputValue();
  expect(secret).toMatch(/^fin_[A-Za-z0-9_-]{43}$/);
  await expect(reveal.locator('pre')).toContainText(`Authorization: Bearer ${secret}`);
  await reveal.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(reveal.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await shot('03-secret-once');

  // Neither Escape nor a click beside it loses the secret; only the button closes it.
  await page.keyboard.press('Escape');
  await expect(reveal).toBeVisible();
  await reveal.getByRole('button', { name: 'I have copied it' }).click();
  await expect(reveal).toBeHidden();

  const listed = row(NAME);
  await expect(listed).toBeVisible();
  await expect(listed.getByText('content', { exact: true })).toBeVisible();
  await expect(listed.getByText(`${secret.slice(0, 12)}…`)).toBeVisible();
  await expect(listed.getByText('Active')).toBeVisible();
  await expect(listed.locator('td').nth(4)).toHaveText('Never');
  await expect(page.locator('body')).not.toContainText(secret);
  await expectNoSeriousViolations();
  await shot('04-listed');
});

test('the token reads within its scope only, and its last use shows', async () => {
  const auth = { Authorization: `Bearer ${secret}` };
  const posts = await api.get('/api/admin/blog', { headers: auth });
  expect(posts.status()).toBe(200);
  expect(Array.isArray(await posts.json())).toBe(true);
  const leads = await api.get('/api/admin/playbook-leads', { headers: auth });
  expect(leads.status()).toBe(403);
  expect(await leads.json()).toEqual({ message: 'This API token does not have the "leads" scope.' });
  const write = await api.delete('/api/admin/blog/00000000-0000-0000-0000-000000000000', { headers: auth });
  expect(write.status()).toBe(403);

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(row(NAME).locator('td').nth(4)).not.toHaveText('Never');
});

test('Revoke asks first, then the token is refused at once', async () => {
  await page.getByRole('button', { name: `Revoke ${NAME}` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Revoke this API token?' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('This action cannot be undone.');
  await shot('05-revoke-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row(NAME).getByText('Active')).toBeVisible();
  expect((await api.get('/api/admin/blog', { headers: { Authorization: `Bearer ${secret}` } })).status()).toBe(200);

  await page.getByRole('button', { name: `Revoke ${NAME}` }).click();
  await page.getByRole('dialog').filter({ hasText: 'Revoke this API token?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(page.locator('.ant-notification-notice').filter({ hasText: 'API token revoked' })).toBeVisible();
  await expect(row(NAME).getByText('Revoked')).toBeVisible();
  await expect(page.getByRole('button', { name: `Revoke ${NAME}` })).toHaveCount(0);

  const refused = await api.get('/api/admin/blog', { headers: { Authorization: `Bearer ${secret}` } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ message: 'The API token is not valid: it is unknown, expired or revoked.' });
  await shot('06-revoked');
});

test('the screen is for administrators only', async ({ browser }) => {
  const visitor = await browser.newPage();
  await visitor.goto('/admin/api-tokens');
  await expect(visitor).toHaveURL('/admin/login?next=%2Fadmin%2Fapi-tokens');
  await visitor.close();
});
