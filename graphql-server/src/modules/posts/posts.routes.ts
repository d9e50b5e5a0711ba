// SPEC §7 blog paths. Public lists return summaries; admin paths need a signed-in admin.
import { ALLOW } from '../../auth/permissions';
import { Router } from 'express';
import { adminBulkRoutes } from '../../http/admin-bulk-routes';
import { adminCrudRoutes } from '../../http/admin-crud-routes';
import { blogSearchQuery, categoryListQuery, contentListQuery, pageQuery, parseQuery, sendPage } from '../../http/query-schemas';
import { auditAction } from '../../graphql/audit-mutations';
import { toPage } from '../../shared/pagination';
import type { Services } from '../../services';
import { notFound } from '../../shared/errors';
import { queryString } from '../../http/canonical-redirect';
import type { BlogPost } from './post.entity';
import { postStatus, tagList, type PostCard } from './posts.service';

function postSummary(post: PostCard) {
  const { id, slug, title, excerpt, coverImage, category, author, tags, featured, publishedAt } = post;
  return { id, slug, title, excerpt, coverImage, category, author, tags, tagList: tagList(tags), featured, publishedAt };
}

export function postDetail(post: BlogPost) {
  // The service hands out content already through the allow-list (shared/sanitize.ts). One status
  // field: the stored `state` it is computed from is not shown (decision 0060).
  const { state: _state, publishEventDue: _due, categoryRef: _category, ...shown } = post;
  return { ...shown, tagList: tagList(post.tags), status: postStatus(post) };
}

export function publicPostRoutes(services: Services): Router {
  const router = Router();
  router.get('/blog/featured', async (_req, res) => {
    res.json((await services.posts.featured()).map(postSummary));
  });
  router.get('/blog/search', async (req, res) => {
    const { text, page, pageSize } = parseQuery(blogSearchQuery, req);
    const found = text ? await services.posts.listPublishedCards({ search: text, page, pageSize }) : toPage([], 0, { page, pageSize });
    sendPage(req, res, found, postSummary);
  });
  router.get('/blog/category/:category', async (req, res) => {
    const { exclude, page, pageSize } = parseQuery(categoryListQuery, req);
    // 'all' is the blog's "All" tab, as in GraphQL: no category filter.
    const category = String(req.params.category);
    sendPage(req, res, await services.posts.listPublishedCards({ category, excludeSlug: exclude, page, pageSize }), postSummary);
  });
  router.get('/blog', async (req, res) => {
    const { page, pageSize } = parseQuery(pageQuery, req);
    sendPage(req, res, await services.posts.listPublishedCards({ page, pageSize }), postSummary);
  });
  router.get('/blog/:slug', async (req, res) => {
    const slug = String(req.params.slug);
    const post = await services.posts.bySlug(slug);
    if (post) {
      res.json(postDetail(post));
      return;
    }
    // A post renamed since an integrator stored its address: 301 to the current one, as the
    // page's old address does (query string kept), so a client that follows redirects still gets it.
    const target = await services.redirects.target(slug);
    if (!target) throw notFound('Article not found.');
    res.set('Cache-Control', 'no-cache');
    res.redirect(301, `${req.baseUrl}/blog/${encodeURIComponent(target)}${queryString(req.originalUrl)}`);
  });
  router.get('/categories', async (req, res) => {
    const { page, pageSize } = parseQuery(pageQuery, req);
    sendPage(req, res, await services.categories.listPage(page, pageSize));
  });
  return router;
}

export function adminPostRoutes(services: Services): Router {
  const router = Router();
  router.use(
    adminBulkRoutes(services, {
      path: 'blog',
      service: services.posts,
      allow: { write: ALLOW.writeContent, remove: ALLOW.manageContent },
      audit: { status: auditAction('bulkUpdatePostStatus'), remove: auditAction('deletePosts') },
    }),
  );
  return router.use(
    adminCrudRoutes(services, {
      path: 'blog',
      service: services.posts,
      list: (req, drafts) => services.posts.listAll({ ...parseQuery(contentListQuery, req), mayReadDrafts: drafts }),
      getOne: (id, drafts) => services.posts.getForReader(id, drafts),
      auditName: 'post',
      allow: { read: ALLOW.readContent, write: ALLOW.saveContent, remove: ALLOW.manageContent },
      notFoundMessage: 'Blog post not found.',
      present: postDetail,
    }),
  );
}
