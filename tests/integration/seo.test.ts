// What crawlers and link previews read: /sitemap.xml, /rss.xml, /blog/category/{c}/rss.xml,
// /robots.txt and the PNG share images. The XML is parsed (well-formed) and its content checked;
// scheduled posts appear in none of them.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { SEED_POSTS } from '../../graphql-server/src/db/seed/content';
import type { TestServer } from '../support/test-server';
import { START_TIMEOUT, startServer, uniq, validPost } from './helpers';

const SITE = 'https://finops.example.com';
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['url', 'item', 'category'].includes(name) });

function parseXml(text: string) {
  expect(XMLValidator.validate(text)).toBe(true);
  return parser.parse(text);
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('sitemap, feeds, robots and share images', () => {
  let server: TestServer;
  const published = SEED_POSTS.filter((p) => p.daysAgo >= 0);
  const scheduledSeed = SEED_POSTS.filter((p) => p.daysAgo < 0);
  const scheduled = `future-${uniq()}`;
  const dangerous = `xml-${uniq()}`;

  beforeAll(async () => {
    server = await startServer({ seed: true });
    await server.services.posts.create(validPost({ slug: scheduled, publishedAt: new Date(Date.now() + 86_400_000).toISOString() }));
    await server.services.posts.create(
      validPost({
        slug: dangerous,
        title: 'Costs & <Tags> "quoted" ]]> end',
        category: 'strategy',
        content: '<p>Body with &amp; and <strong>bold</strong> text, long enough for fifty characters.</p><script>alert(1)</script>',
      }),
    );
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  it('robots.txt allows the site, disallows /admin and names the sitemap', async () => {
    const res = await server.agent().get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text.split('\n')).toEqual(
      expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin', `Sitemap: ${SITE}/sitemap.xml`]),
    );
  });

  it('sitemap.xml lists every public page and published article with lastmod, and no scheduled post', async () => {
    const res = await server.agent().get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const urls: Array<{ loc: string; lastmod?: string }> = parseXml(res.text).urlset.url;
    const locs = urls.map((u) => u.loc);
    for (const page of [
      '/',
      '/playbook',
      '/calculator',
      '/maturity-assessment',
      '/framework',
      '/simulator',
      '/blog',
      '/resources',
      '/blog/category/case-studies',
    ]) {
      expect(locs).toContain(`${SITE}${page}`);
    }
    for (const post of published) {
      const entry = urls.find((u) => u.loc === `${SITE}/blog/${post.slug}`);
      expect(entry).toBeDefined();
      expect(new Date(entry!.lastmod!).getTime()).not.toBeNaN();
    }
    expect(locs).toContain(`${SITE}/blog/${dangerous}`);
    for (const slug of [scheduled, ...scheduledSeed.map((p) => p.slug)]) expect(locs).not.toContain(`${SITE}/blog/${slug}`);
    expect(locs.filter((l) => l.includes('/admin'))).toEqual([]);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('rss.xml has the newest published articles with their full, sanitised content', async () => {
    const res = await server.agent().get('/rss.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const channel = parseXml(res.text).rss.channel;
    expect(channel.link).toBe(`${SITE}/blog`);
    const items: Array<Record<string, string>> = channel.item;
    expect(items.length).toBe(Math.min(20, published.length + 1));
    expect(items[0].link).toBe(`${SITE}/blog/${dangerous}`);
    expect(items[0].title).toBe('Costs & <Tags> "quoted" ]]> end');
    expect(items[0]['content:encoded']).toContain('<strong>bold</strong>');
    expect(items[0]['content:encoded']).not.toContain('<script');
    const dates = items.map((i) => new Date(i.pubDate).getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    for (const slug of [scheduled, ...scheduledSeed.map((p) => p.slug)])
      expect(items.map((i) => i.link)).not.toContain(`${SITE}/blog/${slug}`);
  });

  it('a category feed has only that category; an unknown category is 404', async () => {
    const res = await server.agent().get('/blog/category/strategy/rss.xml');
    expect(res.status).toBe(200);
    const items: Array<Record<string, unknown>> = parseXml(res.text).rss.channel.item;
    const expected = published.filter((p) => p.category === 'strategy').length + 1;
    expect(items.length).toBe(Math.min(expected, 20));
    for (const item of items) expect(item.category).toEqual(['strategy']);
    expect((await server.agent().get('/blog/category/no-such-category/rss.xml')).status).toBe(404);
  });

  it('serves 1200×630 PNG share images for the SVG covers and a default, and nothing else', async () => {
    const cover = SEED_POSTS[0].coverImage.replace(/^\/images\/covers\//, '').replace(/\.svg$/, '');
    const res = await server.agent().get(`/og/covers/${cover}.png`).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(pngSize(res.body)).toEqual({ width: 1200, height: 630 });
    const fallback = await server.agent().get('/og/default.png').buffer(true);
    expect(pngSize(fallback.body)).toEqual({ width: 1200, height: 630 });
    for (const path of ['/og/covers/no-such-cover.png', '/og/covers/..%2F..%2Fpackage.png', '/og/etc/passwd.png']) {
      expect((await server.agent().get(path)).status).toBe(404);
    }
  });
});
