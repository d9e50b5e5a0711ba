// The server-rendered <head> as crawlers and link previews see it (no JavaScript): title,
// description, canonical, Open Graph, Twitter card, article times and JSON-LD, on the home page,
// an article, a category page; and the share image it names is a real 1200×630 PNG.
import { expect, test, type APIRequestContext } from '@playwright/test';

const ARTICLE = 'kubernetes-cost-allocation-shared-clusters';

async function headOf(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path, { headers: { Accept: 'text/html' } });
  expect(res.status()).toBe(200);
  const html = await res.text();
  return html.slice(0, html.indexOf('</head>'));
}

const metaContent = (head: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(head)?.[1];
const jsonLd = (head: string) =>
  [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);

test('home: canonical, Open Graph, Twitter card and Organization', async ({ request, baseURL }) => {
  const head = await headOf(request, '/');
  expect(head).toMatch(/<title>[^<]+<\/title>/);
  expect(head).toContain(`<link rel="canonical" href="${baseURL}/" />`);
  expect(metaContent(head, 'property', 'og:title')).toBeTruthy();
  expect(metaContent(head, 'property', 'og:image')).toBe(`${baseURL}/og/default.png`);
  expect(metaContent(head, 'name', 'twitter:card')).toBe('summary_large_image');
  expect(jsonLd(head).map((ld) => ld['@type'])).toEqual(['Organization', 'WebSite']);
});

test('every page names the RSS feed; titles and descriptions fit search results', async ({ request }) => {
  for (const path of ['/', '/blog', `/blog/${ARTICLE}`, '/calculator', '/simulator', '/resources', '/admin/login']) {
    const head = await headOf(request, path);
    expect(head, path).toContain('<link rel="alternate" type="application/rss+xml" title="FinOps Insights" href="/rss.xml" />');
    const title = /<title>([^<]*)<\/title>/.exec(head)![1];
    expect(title.length, `${path}: ${title}`).toBeLessThanOrEqual(60);
    expect((metaContent(head, 'name', 'description') ?? '').length, path).toBeLessThanOrEqual(160);
  }
});

test('calculator: FAQPage JSON-LD with the questions the page shows', async ({ request }) => {
  const head = await headOf(request, '/calculator');
  const faq = jsonLd(head).find((ld) => ld['@type'] === 'FAQPage')!;
  const questions = faq.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
  expect(questions.map((q) => q.name)).toContain('How accurate is this savings estimate?');
  expect(questions.every((q) => q.acceptedAnswer.text.length > 0)).toBe(true);
});

test('blog pages: page 2 is its own canonical with prev and next; a page past the last answers 404', async ({ request, baseURL }) => {
  const link = (head: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(head)?.[1];
  const first = await headOf(request, '/blog');
  expect(link(first, 'canonical')).toBe(`${baseURL}/blog`);
  expect(link(first, 'next')).toBe(`${baseURL}/blog?page=2`);
  const second = await headOf(request, '/blog?page=2');
  expect(link(second, 'canonical')).toBe(`${baseURL}/blog?page=2`);
  expect(link(second, 'prev')).toBe(`${baseURL}/blog`);
  expect(link(second, 'next')).toBe(`${baseURL}/blog?page=3`);
  const past = await request.get('/blog?page=9', { headers: { Accept: 'text/html' } });
  expect(past.status()).toBe(404);
  expect(await past.text()).toContain('Page not found');
  expect((await request.get('/blog/category/technical?page=5', { headers: { Accept: 'text/html' } })).status()).toBe(404);
});

test('article: BlogPosting, breadcrumbs, article times and a raster share image', async ({ request, baseURL }) => {
  const head = await headOf(request, `/blog/${ARTICLE}`);
  expect(head).toContain(`<link rel="canonical" href="${baseURL}/blog/${ARTICLE}" />`);
  expect(metaContent(head, 'property', 'og:type')).toBe('article');
  const published = metaContent(head, 'property', 'article:published_time');
  expect(new Date(published!).getTime()).not.toBeNaN();
  expect(metaContent(head, 'property', 'article:modified_time')).toBeTruthy();
  const types = jsonLd(head);
  const posting = types.find((ld) => ld['@type'] === 'BlogPosting')!;
  expect(posting.datePublished).toBe(published);
  expect((posting.author as { name: string }).name).toBeTruthy();
  const image = (posting.image as string[])[0];
  expect(image).toMatch(new RegExp(`^${baseURL}/og/covers/[\\w-]+\\.png$`));
  expect(metaContent(head, 'property', 'og:image')).toBe(image);
  expect(types.find((ld) => ld['@type'] === 'BreadcrumbList')).toBeDefined();
  const png = await request.get(image.replace(baseURL!, ''));
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  const body = await png.body();
  expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('category page: breadcrumbs through the blog; the title changes in the browser too', async ({ request, page, baseURL }) => {
  const head = await headOf(request, '/blog/category/technical');
  const html = await (await request.get('/blog/category/technical', { headers: { Accept: 'text/html' } })).text();
  // Its heading names the category.
  expect(html).toMatch(/<h1[^>]*>Technical — FinOps Insights<\/h1>/);
  const crumbs = jsonLd(head).find((ld) => ld['@type'] === 'BreadcrumbList')!;
  expect((crumbs.itemListElement as Array<{ item: string }>).map((c) => c.item)).toEqual([
    `${baseURL}/`,
    `${baseURL}/blog`,
    `${baseURL}/blog/category/technical`,
  ]);
  await page.goto('/blog/category/technical');
  await page
    .getByRole('link', { name: /read more|kubernetes/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blog\/[\w-]+$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', page.url());
});
