// The posts' editorial workflow on a live page (issue 31, decision 0074) as an editor lives it: a
// published landing page's hero headline and a service card are changed in the block editor; the
// live preview shows them at phone width; autosave keeps them as the editor's pending changes, so
// visitors at phone and desktop width still see the published page; reopened, the editor offers
// them back, and Update Page makes them public; restoring the previous revision takes them back.
// The page is this spec's own (made through the admin API), so the home and the other specs'
// pages never change under a test running beside it.
import { expect as baseExpect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { horizontalOverflow, openAdminStory } from './support';

test.describe.configure({ mode: 'serial', timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const RUN = Date.now().toString(36);
const SLUG = `campaign-${RUN}`;
const TITLE = `Campaign ${RUN}`;
const HEADLINE = 'Take control of your cloud spend';
const NEW_HEADLINE = 'Cut your 2027 cloud bill before it lands';
const CARD = 'Cloud Cost Assessment';
const NEW_CARD = 'Cloud Cost Assessment in two weeks';
const WIDTHS = [
  { name: 'phone', width: 375, height: 800 },
  { name: 'desktop', width: 1280, height: 900 },
];

let context: BrowserContext;
let page: Page;
let pageId: string;

test.beforeAll(async ({ browser }) => {
  ({ context, page } = await openAdminStory(browser, '/tmp/shots-page-workflow'));
  const created = await page.request.post('/api/admin/pages', {
    data: {
      slug: SLUG,
      title: TITLE,
      status: 'PUBLISHED',
      blocks: [
        { type: 'hero', headline: HEADLINE, ctas: [{ label: 'Book a Free Consultation', target: '#contact' }] },
        { type: 'feature-cards', heading: 'Our Services', items: [{ title: CARD, text: 'A focused review of your bills.' }] },
      ],
    },
  });
  expect(created.status()).toBe(201);
  pageId = ((await created.json()) as { id: string }).id;
});

test.afterAll(async () => {
  if (pageId) await page.request.delete(`/api/admin/pages/${pageId}`).catch(() => undefined);
  await context.close().catch(() => undefined);
});

const toast = (title: string): Locator => page.locator('.ant-notification-notice').filter({ hasText: title });
const block = (n: number) => page.getByRole('listitem', { name: new RegExp(`^Block ${n}: `) });
const preview = () => page.frameLocator('iframe[title^="Preview of the page"]');

/** What a visitor without a session sees at the page's address, at each width: the h1 and the card titles. */
async function visitorSees(): Promise<Array<{ width: string; headline: string; cards: string[] }>> {
  const seen = [];
  for (const { name, width, height } of WIDTHS) {
    const visitor = await page.context().browser()!.newContext({ viewport: { width, height }, baseURL: test.info().project.use.baseURL });
    const tab = await visitor.newPage();
    const response = await tab.goto(`/${SLUG}`);
    expect(response?.status()).toBe(200);
    const headline = ((await tab.getByRole('heading', { level: 1 }).first().textContent()) ?? '').trim();
    const cards = (await tab.getByRole('heading', { level: 3 }).allTextContents()).map((text) => text.trim());
    expect(await horizontalOverflow(tab)).toBe(0);
    await visitor.close();
    seen.push({ width: name, headline, cards });
  }
  return seen;
}

const everywhere = (headline: string, card: string) =>
  WIDTHS.map(({ name }) => ({ width: name, headline, cards: expect.arrayContaining([card]) as unknown as string[] }));

async function openEditor() {
  await page.goto(`/admin/pages/edit/${pageId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Page' })).toBeVisible();
}

test('a live page’s edits are autosaved as pending changes: visitors keep the published page', async () => {
  expect(await visitorSees()).toEqual(everywhere(HEADLINE, CARD));
  await openEditor();
  await expect(page.getByRole('button', { name: 'Update Page' })).toBeVisible();
  await block(1).getByLabel('Headline').fill(NEW_HEADLINE);
  await block(2).getByLabel('Card title').first().fill(NEW_CARD);

  // The live preview follows the fields, at phone width too.
  await expect(preview().getByRole('heading', { level: 1, name: NEW_HEADLINE })).toBeVisible();
  await page.getByText('Phone', { exact: true }).click();
  const frame = page.locator('iframe[title^="Preview of the page at phone width"]');
  await expect(frame).toBeVisible();
  expect(await frame.evaluate((element: HTMLIFrameElement) => element.contentWindow?.innerWidth)).toBe(375);
  await expect(preview().getByRole('heading', { name: NEW_CARD })).toBeVisible();

  await expect(page.locator('.admin-editor__autosave')).toHaveText('Saved', { timeout: 20_000 });
  expect(await visitorSees()).toEqual(everywhere(HEADLINE, CARD));
  const stored = (await (await page.request.get(`/api/admin/pages/${pageId}`)).json()) as { version: number };
  expect(stored.version).toBe(1);
});

test('reopened, the editor offers the pending changes back; Update Page makes them public', async () => {
  await openEditor();
  await expect(block(1).getByLabel('Headline')).toHaveValue(HEADLINE);
  const banner = page.locator('.ant-alert').filter({ hasText: 'You have unsaved changes from' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Restore' }).click();
  await expect(block(1).getByLabel('Headline')).toHaveValue(NEW_HEADLINE);
  await page.getByRole('button', { name: 'Update Page' }).click();
  await expect(toast('Page updated')).toBeVisible();
  expect(await visitorSees()).toEqual(everywhere(NEW_HEADLINE, NEW_CARD));
  expect((await page.request.get(`/api/admin/pages/${pageId}/pending`)).status()).toBe(404);
});

test('restoring the previous revision takes the change back', async () => {
  await openEditor();
  await page.getByRole('button', { name: 'Revisions' }).click();
  const drawer = page.getByRole('dialog', { name: 'Revisions' });
  await drawer.getByRole('listitem').filter({ hasText: 'Version 1:' }).getByRole('button', { name: 'Compare' }).click();
  const compare = drawer.getByRole('region', { name: 'Version 1 compared with the editor' });
  await expect(compare.locator('del')).toContainText(['Take control of', 'spend']);
  await expect(compare.locator('ins')).toContainText(['Cut', '2027']);
  await compare.getByRole('button', { name: 'Restore this version' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Restore' }).click();
  await expect(toast('Version 1 restored')).toBeVisible();
  await expect(block(1).getByLabel('Headline')).toHaveValue(HEADLINE);
  expect(await visitorSees()).toEqual(everywhere(HEADLINE, CARD));
});
