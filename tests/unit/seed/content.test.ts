import fs from 'node:fs';
import path from 'node:path';

import { SEED_CATEGORIES, SEED_POSTS, SEED_RESOURCES } from '../../../graphql-server/src/db/seed/content';
import { sanitizeArticleHtml } from '../../../graphql-server/src/shared/sanitize';
import { blogPostSchema, categorySchema, resourceSchema } from '../../../schema/validation/content';

const PUBLIC_DIR = path.join(__dirname, '../../../web/public');
const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PUBLIC_RESOURCE_TYPES = ['whitepaper', 'case-study', 'template', 'infographic'] as const;
const ALLOWED_TAGS = new Set([
  'h2',
  'h3',
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'blockquote',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'code',
  'pre',
]);

const publicFile = (url: string): string => path.join(PUBLIC_DIR, url);
const wordCount = (html: string): number =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[#a-z0-9]+;/gi, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('seed categories', () => {
  it('are the four blog tabs, with unique valid slugs and a description', () => {
    expect(SEED_CATEGORIES.map((c) => c.slug)).toEqual(['strategy', 'technical', 'case-studies', 'tutorials']);
    expect(SEED_CATEGORIES.map((c) => c.name)).toEqual(['Strategy', 'Technical', 'Case Studies', 'Tutorials']);
    for (const c of SEED_CATEGORIES) {
      expect(c.slug).toMatch(SLUG_PATTERN);
      expect(c.description.length).toBeGreaterThanOrEqual(20);
    }
  });
});

/** Returns the yup messages for `value`, or [] when it is valid. */
function schemaErrors(schema: { validateSync(value: unknown, options: { abortEarly: boolean }): unknown }, value: unknown): string[] {
  try {
    schema.validateSync(value, { abortEarly: false });
    return [];
  } catch (err) {
    return (err as { errors?: string[] }).errors ?? [String(err)];
  }
}

const publishedAt = (daysAgo: number): string => new Date(Date.now() - daysAgo * 86_400_000).toISOString();

describe("seed content passes the editors' validation", () => {
  it('categories', () => {
    for (const c of SEED_CATEGORIES)
      expect({ slug: c.slug, errors: schemaErrors(categorySchema, c) }).toEqual({ slug: c.slug, errors: [] });
  });

  it('posts', () => {
    for (const { daysAgo, ...p } of SEED_POSTS) {
      const input = { ...p, publishedAt: publishedAt(daysAgo) };
      expect({ slug: p.slug, errors: schemaErrors(blogPostSchema, input) }).toEqual({ slug: p.slug, errors: [] });
    }
  });

  it('resources', () => {
    for (const { daysAgo, downloadCount: _count, ...r } of SEED_RESOURCES) {
      const input = { ...r, publishedAt: publishedAt(daysAgo) };
      expect({ title: r.title, errors: schemaErrors(resourceSchema, input) }).toEqual({ title: r.title, errors: [] });
    }
  });

  it('post bodies survive the article sanitiser unchanged (up to entity decoding)', () => {
    const decode = (html: string) => html.replace(/&#96;/g, '`');
    for (const p of SEED_POSTS)
      expect({ slug: p.slug, html: decode(sanitizeArticleHtml(p.content)) }).toEqual({ slug: p.slug, html: decode(p.content) });
  });
});

describe('seed posts', () => {
  const categorySlugs = new Set(SEED_CATEGORIES.map((c) => c.slug));

  it('has enough posts, spread over every category', () => {
    expect(SEED_POSTS.length).toBeGreaterThanOrEqual(12);
    for (const slug of categorySlugs) {
      expect(SEED_POSTS.filter((p) => p.category === slug).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('uses unique slugs that match the slug pattern', () => {
    const slugs = SEED_POSTS.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) {
      expect(slug.length).toBeGreaterThanOrEqual(3);
      expect(slug).toMatch(SLUG_PATTERN);
    }
  });

  it('keeps titles, excerpts and tags within the editor limits', () => {
    for (const p of SEED_POSTS) {
      expect(p.title.length).toBeGreaterThanOrEqual(5);
      expect(p.title.length).toBeLessThanOrEqual(120);
      expect(p.excerpt.length).toBeGreaterThanOrEqual(20);
      expect(p.excerpt.length).toBeLessThanOrEqual(300);
      const tags = p.tags.split(',').map((t) => t.trim());
      expect(tags.every((t) => t.length > 0)).toBe(true);
      expect(tags.length).toBeGreaterThanOrEqual(2);
      expect(tags.length).toBeLessThanOrEqual(6);
      expect(p.author.trim().length).toBeGreaterThan(0);
    }
    // Some cards must overflow the three visible tags ('+N more').
    expect(SEED_POSTS.some((p) => p.tags.split(',').length > 3)).toBe(true);
  });

  it('only uses seeded category slugs', () => {
    for (const p of SEED_POSTS) expect(categorySlugs.has(p.category)).toBe(true);
  });

  it('has some featured posts and exactly one scheduled post, with distinct dates', () => {
    const featured = SEED_POSTS.filter((p) => p.featured);
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThan(SEED_POSTS.length);
    expect(SEED_POSTS.filter((p) => p.daysAgo < 0)).toHaveLength(1);
    const days = SEED_POSTS.map((p) => p.daysAgo);
    expect(new Set(days).size).toBe(days.length);
  });

  it('has titles that searches can target', () => {
    const titles = SEED_POSTS.map((p) => p.title);
    expect(titles.some((t) => t.includes('Kubernetes'))).toBe(true);
    expect(titles.some((t) => t.includes('Reserved Instances'))).toBe(true);
    expect(titles.some((t) => t.includes('Showback'))).toBe(true);
  });

  it('points every cover at an existing SVG named after the slug', () => {
    for (const p of SEED_POSTS) {
      expect(p.coverImage).toBe(`/images/covers/${p.slug}.svg`);
      expect(fs.existsSync(publicFile(p.coverImage))).toBe(true);
      const svg = fs.readFileSync(publicFile(p.coverImage), 'utf8');
      expect(svg).toContain('viewBox="0 0 1200 630"');
      expect(Buffer.byteLength(svg)).toBeLessThan(4096);
    }
  });

  it('has bodies of article length written in safe HTML only', () => {
    for (const p of SEED_POSTS) {
      const body = p.content;
      const words = wordCount(body);
      expect({ slug: p.slug, ok: words >= 600 && words <= 1200 }).toEqual({ slug: p.slug, ok: true });
      expect(body.toLowerCase()).not.toContain('<script');
      expect(body).not.toMatch(/\son\w+=/i);
      expect(body.toLowerCase()).not.toContain('style=');
      expect(body.toLowerCase()).not.toContain('lorem');
      const tags = [...body.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1].toLowerCase());
      for (const tag of tags) expect({ slug: p.slug, tag, allowed: ALLOWED_TAGS.has(tag) }).toEqual({ slug: p.slug, tag, allowed: true });
      for (const m of body.matchAll(/<a\s([^>]*)>/gi)) expect(m[1]).toMatch(/^href="https:\/\/[^"]+"$/);
    }
  });
});

describe('seed resources', () => {
  it('has enough resources with at least two of every public type', () => {
    expect(SEED_RESOURCES.length).toBeGreaterThanOrEqual(8);
    for (const type of PUBLIC_RESOURCE_TYPES) {
      expect(SEED_RESOURCES.filter((r) => r.type === type).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('keeps titles and descriptions within limits, with unique titles and files', () => {
    for (const r of SEED_RESOURCES) {
      expect(r.title.length).toBeGreaterThanOrEqual(5);
      expect(r.description.length).toBeGreaterThanOrEqual(20);
      expect(r.description.length).toBeLessThanOrEqual(500);
      expect(r.downloadCount).toBeGreaterThanOrEqual(0);
    }
    expect(new Set(SEED_RESOURCES.map((r) => r.title)).size).toBe(SEED_RESOURCES.length);
    expect(new Set(SEED_RESOURCES.map((r) => r.fileUrl)).size).toBe(SEED_RESOURCES.length);
    expect(SEED_RESOURCES.some((r) => r.featured)).toBe(true);
    expect(SEED_RESOURCES.filter((r) => r.downloadCount === 0).length).toBeGreaterThanOrEqual(2);
  });

  it('points every file and cover at an existing PDF and SVG with the same slug', () => {
    for (const r of SEED_RESOURCES) {
      const match = /^\/downloads\/([a-z0-9]+(?:-[a-z0-9]+)*)\.pdf$/.exec(r.fileUrl);
      expect(match).not.toBeNull();
      const slug = match![1];
      expect(r.coverImage).toBe(`/images/resources/${slug}.svg`);
      expect(fs.existsSync(publicFile(r.fileUrl))).toBe(true);
      expect(fs.existsSync(publicFile(r.coverImage))).toBe(true);
      const pdf = fs.readFileSync(publicFile(r.fileUrl));
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.length).toBeLessThan(60 * 1024);
      expect(fs.statSync(publicFile(r.coverImage)).size).toBeLessThan(4096);
    }
  });
});
