// What crawlers and feed readers read (docs/decisions/0012-search-and-seo.md): /sitemap.xml,
// /rss.xml, /blog/category/{slug}/rss.xml and /robots.txt. Every post comes through
// PostsService.published(), the one rule of what the public may see, so a scheduled post (and a
// draft, once they exist) appears in none of them until its time.
import { Feed } from 'feed';
import type { BlogPost } from '../posts/post.entity';
import type { Category } from '../categories/category.entity';
import { sanitizeArticleHtml } from '../../shared/sanitize';
import { shareImagePath } from './share-images';
import { escapeHtml } from '../../../../schema/format/html';
import { PUBLIC_PAGE_PATHS } from '../../../../schema/routes';

export interface SiteInfo {
  name: string;
  /** Absolute origin, no trailing slash. */
  url: string;
}

/** Items of a feed: the newest published posts. */
export const FEED_SIZE = 20;
/** A sitemap file holds at most 50,000 addresses (sitemaps.org); the newest articles are listed. */
export const SITEMAP_MAX_ARTICLES = 45_000;

export interface SitemapEntry {
  loc: string;
  lastmod?: Date;
}

/** XML text and attribute escaping is the same as HTML's for these five characters. */
const escapeXml = escapeHtml;

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) => `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The later of a post's edit and its publication (a scheduled post goes public at publishedAt). */
function postLastModified(post: Pick<BlogPost, 'updatedAt' | 'publishedAt'>): Date {
  return post.updatedAt.getTime() > post.publishedAt.getTime() ? post.updatedAt : post.publishedAt;
}

export function sitemapEntries(
  site: SiteInfo,
  posts: Array<Pick<BlogPost, 'slug' | 'updatedAt' | 'publishedAt' | 'category'>>,
  categories: Array<Pick<Category, 'slug'>>,
): SitemapEntry[] {
  const newest = posts.reduce<Date | undefined>((max, p) => {
    const at = postLastModified(p);
    return !max || at > max ? at : max;
  }, undefined);
  const newestIn = new Map<string, Date>();
  for (const post of posts) {
    const at = postLastModified(post);
    const current = newestIn.get(post.category);
    if (!current || at > current) newestIn.set(post.category, at);
  }
  return [
    ...PUBLIC_PAGE_PATHS.map((page) => ({ loc: `${site.url}${page}`, lastmod: page === '/' || page === '/blog' ? newest : undefined })),
    ...categories.map((c) => ({ loc: `${site.url}/blog/category/${encodeURIComponent(c.slug)}`, lastmod: newestIn.get(c.slug) })),
    ...posts.map((p) => ({ loc: `${site.url}/blog/${encodeURIComponent(p.slug)}`, lastmod: postLastModified(p) })),
  ];
}

export function rssXml(site: SiteInfo, posts: BlogPost[], category?: Pick<Category, 'slug' | 'name'>): string {
  const path = category ? `/blog/category/${encodeURIComponent(category.slug)}` : '/blog';
  const feed = new Feed({
    title: category ? `${category.name} | FinOps Insights | ${site.name}` : `FinOps Insights | ${site.name}`,
    description: category
      ? `${category.name} articles from FinOps Insights, the blog of ${site.name}.`
      : `Articles on cloud cost management and FinOps practice from ${site.name}.`,
    id: `${site.url}${path}`,
    link: `${site.url}${path}`,
    language: 'en',
    updated: posts[0] ? postLastModified(posts[0]) : undefined,
    feedLinks: { rss: `${site.url}${path === '/blog' ? '' : path}/rss.xml` },
    copyright: `© ${site.name}`,
    generator: site.name,
  });
  for (const post of posts) {
    const link = `${site.url}/blog/${encodeURIComponent(post.slug)}`;
    const image = shareImagePath(post.coverImage);
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: post.excerpt,
      content: sanitizeArticleHtml(post.content),
      author: [{ name: post.author }],
      date: post.publishedAt,
      category: [{ name: post.category }],
      image: image.startsWith('/') ? `${site.url}${image}` : image,
    });
  }
  return feed.rss2();
}

export function robotsTxt(site: SiteInfo): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${site.url}/sitemap.xml`, ''].join('\n');
}
