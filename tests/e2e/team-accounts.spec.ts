// Team accounts (issue 13), the story of the issue on a server of its own (spawn-server.ts), so
// the accounts it makes never show in other specs: the Owner signs in (and is asked for an e-mail
// address), invites an Editor; the Editor accepts the link, edits a post and has no API tokens
// screen, turns on two-factor sign-in (the test computes the codes from the key shown on screen,
// as an authenticator app would) and signs in again with a code; the Owner suspends the Editor,
// whose open session stops working at its next request; the Owner changes the e-mail address and
// the old address's link undoes it, ending every session (decision 0056).
import fs from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import { expect as baseExpect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { freePort, seededDataDir, startServer, stop, type Running } from './spawn-server';
import { shot } from './support';

test.describe.configure({ mode: 'serial', timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const RUN = Date.now().toString(36);
const OWNER = { username: `owner-${RUN}`, password: 'owner-secret-123', email: `owner-${RUN}@example.com` };
const EDITOR = { name: 'Eda Editor', username: `eda-${RUN}`, password: 'editor-secret-123', email: `eda-${RUN}@example.com` };

let server: Running;
let dataDir: string;
let ownerContext: BrowserContext;
let editorContext: BrowserContext;
let owner: Page;
let editor: Page;
let postId = '';
let inviteLink = '';

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  test.setTimeout(240_000); // startServer waits up to 180 s on a loaded machine
  dataDir = seededDataDir('finops-team-e2e-');
  server = await startServer(dataDir, await freePort(), { LOGIN_IP_MAX_FAILURES: '100000' });
  ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: server.url });
  editorContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: server.url });
  owner = await ownerContext.newPage();
  editor = await editorContext.newPage();
  owner.setDefaultTimeout(15_000);
  editor.setDefaultTimeout(15_000);
});

test.afterAll(async () => {
  await ownerContext?.close().catch(() => undefined);
  await editorContext?.close().catch(() => undefined);
  if (server) await stop(server);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

function toast(page: Page, title: string): Locator {
  return page.locator('.ant-notification-notice').filter({ hasText: title });
}

async function gql(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const res = await page.request.post('/graphql', { data: { query, variables } });
  return (await res.json()) as { data?: Record<string, unknown>; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

test('the Owner signs in and is asked for an e-mail address', async () => {
  // The first registration makes the Owner; it has no e-mail address yet, like the admin of earlier releases.
  expect((await owner.request.post('/api/auth/register', { data: { username: OWNER.username, password: OWNER.password } })).status()).toBe(
    201,
  );
  const created = await owner.request.post('/api/admin/blog', {
    data: {
      title: `Team story article ${RUN}`,
      slug: `team-story-${RUN}`,
      excerpt: 'An excerpt that is comfortably longer than twenty characters.',
      content: '<p>Body text long enough for the fifty character minimum of the content rule.</p>',
      coverImage: 'https://example.com/images/cover.png',
      author: 'Owner',
      category: 'technical',
      tags: 'Team',
      featured: false,
      status: 'PUBLISHED',
    },
  });
  expect(created.status()).toBe(201);
  postId = ((await created.json()) as { id: string }).id;

  await owner.goto('/admin');
  await expect(owner.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
  await expect(owner.getByText('Your account has no e-mail address yet.')).toBeVisible();
  await owner.getByRole('form', { name: 'E-mail address' }).getByLabel('E-mail address').fill(OWNER.email);
  await owner.getByRole('button', { name: 'Save e-mail address' }).click();
  await expect(toast(owner, 'E-mail address saved')).toBeVisible();
  await expect(owner.getByText('Your account has no e-mail address yet.')).toBeHidden();
});

test('the Owner invites an Editor by e-mail', async () => {
  await owner.getByRole('link', { name: 'Users' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await owner.getByRole('button', { name: 'Invite user' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Invite user' });
  await dialog.getByLabel('Name').fill(EDITOR.name);
  await dialog.getByLabel('E-mail address').fill(EDITOR.email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(owner, 'Invitation sent')).toBeVisible();
  await expect(owner.locator('.ant-table-row').filter({ hasText: EDITOR.email })).toBeVisible();
  // The link, as the e-mail in the outbox carries it.
  await expect
    .poll(async () => {
      const answer = await gql(owner, 'query($s: String) { outboxMessages(search: $s) { items { text } } }', { s: EDITOR.email });
      const items = (answer.data?.outboxMessages as { items: Array<{ text: string }> } | undefined)?.items ?? [];
      // The token rides in the fragment: never in a request line or an access log (decision 0056).
      inviteLink = /\/admin\/accept-invitation#[0-9a-f]{64}/.exec(items[0]?.text ?? '')?.[0] ?? '';
      return inviteLink;
    })
    .not.toBe('');
});

test('the Editor accepts the invitation, edits a post and has no API tokens screen', async () => {
  await editor.goto(inviteLink);
  await expect(editor.getByRole('heading', { level: 1, name: 'Accept invitation' })).toBeVisible({ timeout: 30_000 });
  await expect(editor.getByText(`Hello ${EDITOR.name}`)).toBeVisible();
  await editor.getByLabel('Username').fill(EDITOR.username);
  await editor.getByLabel('Password', { exact: true }).fill(EDITOR.password);
  await editor.getByLabel('Confirm Password').fill(EDITOR.password);
  await editor.getByRole('button', { name: 'Create my account' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(editor.getByText(`Signed in as ${EDITOR.username}`)).toBeVisible();
  await expect(editor.getByText('(Editor)')).toBeVisible();
  await expect(editor.getByRole('link', { name: 'API Tokens' })).toHaveCount(0);
  await expect(editor.getByRole('link', { name: 'Users' })).toHaveCount(0);
  // The server refuses the screen's data to an Editor, whatever the menu shows.
  const tokens = await gql(editor, '{ apiTokens { id } }');
  expect(tokens.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

  await editor.goto(`/admin/blog/edit/${postId}`);
  await expect(editor.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible();
  await editor.getByLabel('Title', { exact: true }).fill(`Team story article ${RUN} (edited by the Editor)`);
  await editor.getByLabel('Title', { exact: true }).blur();
  await editor.getByRole('button', { name: 'Update Post' }).click();
  await expect(toast(editor, 'Blog post updated')).toBeVisible();

  // The link works once.
  const again = await editorContext.browser()!.newContext({ baseURL: server.url });
  const fresh = await again.newPage();
  await fresh.goto(inviteLink);
  await expect(fresh.getByText('This link has expired or was already used')).toBeVisible({ timeout: 30_000 });
  await again.close();
});

/** The code an authenticator app shows for `secret`, `steps` periods from now. */
const codeFor = (secret: string, steps = 0) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

test('the Editor turns on two-factor sign-in and signs in again with a code', async () => {
  let secret = '';
  await test.step('enrol from the profile: QR code, key, confirming code, recovery codes once', async () => {
    await editor.goto('/admin/profile');
    await expect(editor.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await editor.getByRole('button', { name: 'Enable two-factor sign-in' }).click();
    await expect(editor.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    secret = ((await editor.getByTestId('two-factor-secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await shot(editor, test.info().outputPath('two-factor-setup.png'), { fullPage: true });
    await editor.getByLabel('Code from your app').fill(codeFor(secret));
    await editor.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await expect(toast(editor, 'Two-factor sign-in is on')).toBeVisible();
    await expect(editor.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await editor.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect(editor.getByRole('button', { name: 'Regenerate recovery codes' })).toBeVisible();
  });

  await test.step('the password alone gives no session; the code does', async () => {
    await editorContext.clearCookies();
    await editor.goto('/admin/login');
    await editor.getByLabel('Username').fill(EDITOR.username);
    await editor.getByLabel('Password').fill(EDITOR.password);
    await editor.getByRole('button', { name: 'Login' }).click();
    await expect(editor.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
    expect((await editor.request.get('/api/admin/blog')).status()).toBe(401);
    await shot(editor, test.info().outputPath('two-factor-code.png'), { fullPage: true });
    // The next step's code: the one used to enrol cannot be used again.
    await editor.getByRole('textbox', { name: 'Code', exact: true }).fill(codeFor(secret, 1));
    await editor.getByRole('button', { name: 'Verify' }).click();
    await expect(editor.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(editor.getByText(`Signed in as ${EDITOR.username}`)).toBeVisible();
  });
});

test('the Owner suspends the Editor, whose open session stops at its next request', async () => {
  await owner.reload();
  const row = owner.locator('.ant-table-row').filter({ hasText: EDITOR.username });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Suspend ${EDITOR.username}` }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
  await expect(toast(owner, `${EDITOR.username} suspended`)).toBeVisible();
  await expect(row.getByText('Suspended')).toBeVisible();

  // The Editor's browser still shows the admin; its next request is refused.
  expect((await editor.request.get('/api/admin/blog')).status()).toBe(401);
  await editor.goto('/admin');
  await expect(editor).toHaveURL(/\/admin\/login$/);
});

test('the Owner changes the e-mail address; the old address undoes it, which ends every session', async () => {
  const newEmail = `owner-new-${RUN}@example.com`;
  await owner.goto('/admin/profile');
  await expect(owner.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await owner.getByRole('form', { name: 'E-mail address' }).getByLabel('E-mail address').fill(newEmail);
  await owner.getByRole('button', { name: 'Save e-mail address' }).click();
  // The Owner's sign-in counts as a recent re-authentication; on a slow run the server asks again.
  const confirmDialog = owner.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(toast(owner, 'E-mail address saved').or(confirmDialog)).toBeVisible();
  if (await confirmDialog.isVisible()) {
    await confirmDialog.getByLabel('Password or code').fill(OWNER.password);
    await confirmDialog.getByRole('button', { name: 'Confirm' }).click();
  }
  await expect(toast(owner, 'E-mail address saved')).toBeVisible();

  // The old address is told, with a link that undoes the change.
  let undoLink = '';
  await expect
    .poll(async () => {
      const answer = await gql(owner, 'query($s: String) { outboxMessages(search: $s) { items { subject text } } }', { s: OWNER.email });
      const items = (answer.data?.outboxMessages as { items: Array<{ subject: string; text: string }> } | undefined)?.items ?? [];
      const notice = items.find((item) => item.subject.includes('e-mail address of your'));
      undoLink = /\/admin\/undo-email-change#[0-9a-f]{64}/.exec(notice?.text ?? '')?.[0] ?? '';
      return undoLink;
    })
    .not.toBe('');
  const mailbox = await ownerContext.browser()!.newContext({ baseURL: server.url });
  const page = await mailbox.newPage();
  await page.goto(undoLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Undo e-mail change' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Restore my previous address' }).click();
  await expect(page.getByText('E-mail address restored')).toBeVisible();
  await shot(page, test.info().outputPath('undo-email-change.png'), { fullPage: true });
  await mailbox.close();
  // Every session of the account ended, this one too.
  expect((await owner.request.get('/api/admin/blog')).status()).toBe(401);
});
