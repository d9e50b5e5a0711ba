// SPEC §7 blog paths. Public lists return summaries; admin paths need a signed-in admin.
import { ALLOW } from '../../auth/permissions';
import { Router } from 'express';
import { adminCrudRoutes } from '../../http/admin-crud-routes';
import { handle } from '../../http/errors';
import type { Services } from '../../services';
import { notFound } from '../../shared/errors';
import type { BlogPost } from './post.entity';
import { postStatus, tagList } from './posts.service';

export function postSummary(post: BlogPost) {
  const { id, slug, title, excerpt, coverImage, category, author, tags, featured, publishedAt } = post;
  return { id, slug, title, excerpt, coverImage, category, author, tags, tagList: tagList(tags), featured, publishedAt };
}

export function postDetail(post: BlogPost) {
  // The service hands out content already through the allow-list (shared/sanitize.ts).
  return { ...post, categoryRef: undefined, tagList: tagList(post.tags), status: postStatus(post) };
}

/** The search text of GET /api/blog/search: ?q=, ?query= or ?search=. */
function searchText(query: Record<string, unknown>): string {
  const value = query.q ?? query.query ?? query.search;
  return typeof value === 'string' ? value : '';
}

export function publicPostRoutes(services: Services): Router {
  const router = Router();
  router.get(
    '/blog/featured',
    handle(async (_req, res) => {
      res.json((await services.posts.featured()).map(postSummary));
    }),
  );
  router.get(
    '/blog/search',
    handle(async (req, res) => {
      const text = searchText(req.query).trim();
      res.json(text ? (await services.posts.allPublished({ search: text })).map(postSummary) : []);
    }),
  );
  router.get(
    '/blog/category/:category',
    handle(async (req, res) => {
      const exclude = typeof req.query.exclude === 'string' ? req.query.exclude : undefined;
      const category = String(req.params.category);
      // 'all' is the blog's "All" tab, as in GraphQL: no category filter.
      const posts = await services.posts.allPublished({ category: category === 'all' ? undefined : category });
      res.json(posts.filter((post) => post.slug !== exclude).map(postSummary));
    }),
  );
  router.get(
    '/blog',
    handle(async (_req, res) => {
      res.json((await services.posts.allPublished()).map(postSummary));
    }),
  );
  router.get(
    '/blog/:slug',
    handle(async (req, res) => {
      const post = await services.posts.bySlug(String(req.params.slug));
      if (!post) throw notFound('Article not found.');
      res.json(postDetail(post));
    }),
  );
  router.get(
    '/categories',
    handle(async (_req, res) => {
      res.json(await services.categories.list());
    }),
  );
  return router;
}

export function adminPostRoutes(services: Services): Router {
  return adminCrudRoutes(services, {
    path: 'blog',
    service: services.posts,
    list: async (req) => {
      const search = typeof req.query.search === 'string' ? req.query.search : undefined;
      return (await services.posts.listAll({ search, page: 1, pageSize: 100 })).items;
    },
    auditName: 'post',
    allow: { read: ALLOW.readContent, write: ALLOW.writeContent, remove: ALLOW.manageContent },
    notFoundMessage: 'Blog post not found.',
    present: postDetail,
  });
}
