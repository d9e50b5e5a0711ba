// GET /sitemap.xml, /rss.xml, /blog/category/{slug}/rss.xml, /robots.txt. Each answer is kept in
// memory for a short while (anonymous, identical for everyone), so crawlers cannot make the
// server list every article on every request. Every content change (a write on any instance, a
// scheduled post's time) empties them, so an unpublished post leaves the feeds at once.
import { ROUTE_PAGE_SLUGS } from '../../../../schema/validation/pages';
import { Router, type Response } from 'express';
import type { Services } from '../../services';
import { FEED_SIZE, robotsTxt, rssXml, sitemapEntries, sitemapXml, SITEMAP_MAX_ARTICLES, type SiteInfo } from './feeds';

const FEED_CACHE_MS = 60_000;
const MAX_KEPT = 200;

export function seoRoutes(services: Services, site: SiteInfo, cacheMs = FEED_CACHE_MS): Router {
  const router = Router();
  const kept = new Map<string, { at: number; body: string }>();
  services.content.onChange(() => kept.clear());
  const cached = async (key: string, make: () => Promise<string>): Promise<string> => {
    const hit = kept.get(key);
    if (hit && Date.now() - hit.at < cacheMs) return hit.body;
    const body = await make();
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(key, { at: Date.now(), body });
    return body;
  };
  const send = (res: Response, type: string, body: string) => {
    res
      .set('Cache-Control', `public, max-age=${Math.round(cacheMs / 1000)}`)
      .type(type)
      .send(body);
  };

  router.get('/robots.txt', (_req, res) => send(res, 'text/plain', robotsTxt(site)));

  router.get('/sitemap.xml', async (_req, res) => {
    const body = await cached('sitemap', async () => {
      const posts = await services.posts
        .published()
        .select(['post.slug', 'post.category', 'post.updatedAt', 'post.publishedAt'])
        .orderBy('post.publishedAt', 'DESC')
        .addOrderBy('post.id', 'ASC')
        .limit(SITEMAP_MAX_ARTICLES)
        .getMany();
      // Published block pages (issue 31) at /{slug}; home and the screens' own pages are in the route table's list.
      const pages = (await services.pages.publishedForSitemap())
        .filter((page) => !(ROUTE_PAGE_SLUGS as readonly string[]).includes(page.slug))
        .map((page) => ({ loc: `${site.url}/${encodeURIComponent(page.slug)}`, lastmod: page.updatedAt }));
      return sitemapXml([...sitemapEntries(site, posts, await services.categories.list()), ...pages]);
    });
    send(res, 'application/xml', body);
  });

  router.get('/rss.xml', async (_req, res) => {
    const body = await cached('rss', async () => rssXml(site, await services.posts.newestPublished(FEED_SIZE)));
    send(res, 'application/rss+xml', body);
  });

  router.get('/blog/category/:category/rss.xml', async (req, res) => {
    const slug = String(req.params.category);
    // '' marks an unknown category (kept too, so guessing names costs no more than a known one).
    const body = await cached(`rss:${slug}`, async () => {
      const category = await services.categories.getBySlug(slug);
      return category ? rssXml(site, await services.posts.newestPublished(FEED_SIZE, slug), category) : '';
    });
    if (!body) {
      res.status(404).type('text/plain').send('Not found.');
      return;
    }
    send(res, 'application/rss+xml', body);
  });
  return router;
}
