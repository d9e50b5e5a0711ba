// The media library (issue 12) as one journey: an image uploaded on the Media screen with its alt
// text, chosen as a post's cover from the editor's library picker, and shown on the public article
// through AVIF/WebP srcsets, with its 1200×630 variant as the share image. With SCREENSHOTS=1, screenshots: /tmp/shots-media/.
import sharp from 'sharp';
import { expect as baseExpect, test } from '@playwright/test';
import { shot, signInAsAdmin } from './support';

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = '/tmp/shots-media';
const ALT = `E2E spend chart ${Date.now().toString(36)}`;

test('upload on the Media screen, use it as a cover, see its srcset on the public page', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page.request);
  const png = await sharp({ create: { width: 1400, height: 800, channels: 3, background: { r: 14, g: 116, b: 144 } } })
    .png()
    .toBuffer();

  await test.step('upload an image with its alt text', async () => {
    await page.goto('/admin/media');
    await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
    await page.getByLabel('Alt text (required for images)').fill(ALT);
    await page.locator('.media-upload input[type=file]').setInputFiles({ name: 'spend-chart.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('File uploaded', { exact: true })).toBeVisible();
    await expect(page.locator('.media-card', { hasText: ALT })).toBeVisible();
    await shot(page, `${SHOTS}/01-media-screen.png`);
  });

  // A published post (the admin list also holds scheduled ones).
  const post = (await (await page.request.get('/api/blog?pageSize=1')).json())[0] as { id: string; slug: string };

  await test.step('choose it as the cover of a post', async () => {
    await page.goto(`/admin/blog/edit/${post.id}`);
    await page.getByRole('button', { name: 'Choose from library' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Media library' });
    await dialog.getByRole('button', { name: 'Choose spend-chart.png' }).first().click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Cover Image URL')).toHaveValue(/^\/media\/[a-f0-9]{32}\.png$/);
    await shot(page, `${SHOTS}/02-editor-cover.png`);
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expect(page).toHaveURL(/\/admin\?tab=blog/);
  });

  await test.step('the public article serves the variants', async () => {
    const visitor = await browser.newPage();
    await visitor.goto(`/blog/${post.slug}`);
    const webp = visitor.locator('picture source[type="image/webp"]');
    await expect(webp).toHaveAttribute('srcset', /-w320\.webp 320w, .*-w1400\.webp 1400w/);
    await expect(visitor.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', /-w640\.avif 640w/);
    await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/media\/[a-f0-9]{32}-social\.jpg$/);
    const cover = await visitor.request.get((await visitor.locator('meta[property="og:image"]').getAttribute('content'))!);
    expect(cover.headers()['content-type']).toBe('image/jpeg');
    expect(cover.headers()['cache-control']).toContain('immutable');
    await shot(visitor, `${SHOTS}/03-public-article.png`);
    await visitor.close();
  });
});
