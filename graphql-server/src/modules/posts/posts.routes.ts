// SPEC §7 blog paths. Public lists return summaries; admin paths need a signed-in admin.
import { ALLOW } from '../../auth/permissions';
import { Router } from 'express';
import { adminBulkRoutes } from '../../http/admin-bulk-routes';
import { adminCrudRoutes } from '../../http/admin-crud-routes';
import { blogSearchQuery, categoryListQuery, contentListQuery, pageAnswer, pageQuery, parseQuery } from '../../http/query-schemas';
import { publicRead, readRoutes, type PublicRead } from '../../http/public-reads';
import { auditAction } from '../../graphql/audit-mutations';
import { toPage } from '../../shared/pagination';
import type { Services } from '../../services';
import { notFound } from '../../shared/errors';
import { queryString } from '../../http/canonical-redirect';
import type { BlogPost } from './post.entity';
import { postStatus, tagList, type PostSummaryColumn } from './posts.service';

/** The columns a REST summary shows: its lists read no others. */
const SUMMARY_COLUMNS = [
  'id',
  'slug',
  'title',
  'excerpt',
  'coverImage',
  'category',
  'author',
  'tags',
  'featured',
  'publishedAt',
] as const satisfies readonly PostSummaryColumn[];

function postSummary(post: Pick<BlogPost, (typeof SUMMARY_COLUMNS)[number]>) {
  const { id, slug, title, excerpt, coverImage, category, author, tags, featured, publishedAt } = post;
  return { id, slug, title, excerpt, coverImage, category, author, tags, tagList: tagList(tags), featured, publishedAt };
}

export function postDetail(post: BlogPost) {
  // The service hands out content already through the allow-list (shared/sanitize.ts). One status
  // field: the stored `state` it is computed from is not shown (decision 0060).
  const { state: _state, publishEventDue: _due, categoryRef: _category, ...shown } = post;
  return { ...shown, tagList: tagList(post.tags), status: postStatus(post) };
}

/**
 * The public list reads of posts and categories (SPEC §7), answered by Express's routes and, for an
 * anonymous miss of the read cache, by the listener (http/public-reads.ts, decision 0086).
 */
export function publicPostReads(services: Services): PublicRead[] {
  return [
    publicRead('/blog/featured', async () => ({ body: (await services.posts.featured()).map(postSummary), headers: {} })),
    publicRead('/blog/search', async (req) => {
      const { text, page, pageSize } = parseQuery(blogSearchQuery, req);
      const found = text
        ? await services.posts.listPublished({ search: text, page, pageSize, columns: SUMMARY_COLUMNS })
        : toPage([], 0, { page, pageSize });
      return pageAnswer(req, found, postSummary);
    }),
    publicRead('/blog/category/:category', async (req) => {
      const { exclude, page, pageSize } = parseQuery(categoryListQuery, req);
      // 'all' is the blog's "All" tab, as in GraphQL: no category filter.
      const category = String(req.params.category);
      const found = await services.posts.listPublished({ category, excludeSlug: exclude, page, pageSize, columns: SUMMARY_COLUMNS });
      return pageAnswer(req, found, postSummary);
    }),
    publicRead('/blog', async (req) => {
      const { page, pageSize } = parseQuery(pageQuery, req);
      return pageAnswer(req, await services.posts.listPublished({ page, pageSize, columns: SUMMARY_COLUMNS }), postSummary);
    }),
    publicRead('/categories', async (req) => {
      const { page, pageSize } = parseQuery(pageQuery, req);
      return pageAnswer(req, await services.categories.listPage(page, pageSize));
    }),
  ];
}

export function publicPostRoutes(services: Services): Router {
  const router = Router();
  router.use(readRoutes(publicPostReads(services)));
  // An article: Express's alone (its not-found answers are a redirect or a 404).
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
