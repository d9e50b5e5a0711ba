// No stored-XSS payload runs on the article page (issue: security and reliability): an article
// carrying the whole payload table is saved through the admin API and opened as a reader would,
// server-rendered and hydrated. Every payload would set window.__xss or open a dialog if it ran.
// On a server of its own: the article would otherwise show in the lists other specs count.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { XSS_PAYLOADS } from '../support/xss-payloads';
import { freePort, seededDataDir, startServer, stop, type Running } from './spawn-server';

// A video embed (decision 0026): a button until clicked, so the video host is not contacted before.
const EMBED_SRC = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
const EMBED = `<iframe src="${EMBED_SRC}" title="Tagging demo"></iframe>`;

let server: Running;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(240_000); // startServer waits up to 180 s on a loaded machine
  dataDir = seededDataDir('finops-xss-');
  server = await startServer(dataDir, await freePort());
});

test.afterAll(async () => {
  if (server) await stop(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('no payload of the XSS table runs on the article page', async ({ page }) => {
  const register = await page.request.post(`${server.url}/api/auth/register`, {
    data: { username: 'xss-admin', password: 'xss-secret-123' },
  });
  expect(register.status()).toBe(201);
  const slug = `xss-table-${Date.now().toString(36)}`;
  const created = await page.request.post(`${server.url}/api/admin/blog`, {
    data: {
      title: 'An article carrying every XSS payload',
      slug,
      excerpt: 'Each payload below would run script if the sanitiser let it through.',
      content: `<p>Payloads follow.</p>${XSS_PAYLOADS.join('\n')}<p>Safe <a href="https://www.finops.org/">link</a> at the end.</p>${EMBED}`,
      coverImage: '/images/covers/finops-operating-model-first-90-days.svg',
      author: 'Security Test',
      category: 'technical',
      tags: 'Security',
      featured: false,
      status: 'PUBLISHED',
    },
  });
  expect(created.status()).toBe(201);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));

  await page.goto(`${server.url}/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'An article carrying every XSS payload' })).toBeVisible();
  await expect(page.locator('.article-content').getByRole('link', { name: 'link' })).toHaveAttribute('href', 'https://www.finops.org/');
  // Anything that would fire does so while the page loads (onerror, onload), when an animation
  // starts (onbegin, onstart) or in a task after (ontoggle, a meta refresh): wait for the network to
  // go quiet, every animation of the page to start, two frames to be drawn and a task to run.
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await Promise.all(document.getAnimations().map((animation) => animation.ready));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(page.url()).toMatch(new RegExp(`/blog/${slug}$`));
  expect(requests.filter((url) => url.includes('evil.example'))).toEqual([]);
  const html = await page.locator('.article-content').innerHTML();
  expect(html).not.toMatch(/<script|\son[a-z]+=|javascript:/i);

  // The embed: a button naming it, no request to the host until the reader clicks.
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>video</p>' }));
  expect(requests.filter((url) => url.includes('youtube'))).toEqual([]);
  await expect(page.locator('.article-content iframe')).toHaveCount(0);
  await page.getByRole('button', { name: 'Play video: Tagging demo' }).click();
  await expect(page.locator('.article-content iframe[title="Tagging demo"]')).toHaveAttribute('src', `${EMBED_SRC}?autoplay=1`);
});
