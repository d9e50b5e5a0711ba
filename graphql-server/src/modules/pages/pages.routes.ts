// REST of pages built from blocks (issue 31): the public GET /api/pages/{slug}, and the admin's
// /api/admin/pages (the five content paths, with the posts' rules) and its revisions
// (http/revision-routes.ts, shared with posts) and the pending changes of autosave (http/pending-routes.ts). The privacy page keeps its own paths
// (modules/privacy), mounted before these.
import { Router } from 'express';
import { ALLOW } from '../../auth/permissions';
import { adminCrudRoutes } from '../../http/admin-crud-routes';
import { revisionRoutes } from '../../http/revision-routes';
import { pendingRoutes } from '../../http/pending-routes';
import { pageScheduleRoutes } from './page-schedule.routes';
import { contentListQuery, parseQuery } from '../../http/query-schemas';
import type { Services } from '../../services';
import { notFound } from '../../shared/errors';
import { PAGE_NOT_FOUND_MESSAGE } from '../../../../schema/validation/pages';
import type { ContentPage } from './page.entity';
import { pageForRequest } from '../experiments/experiment-arms';

/** What the public and integrators read of a published page. */
function publicPage(page: ContentPage) {
  const { id, slug, title, blocks, seo, updatedAt } = page;
  return { id, slug, title, blocks, seo, updatedAt };
}

/** A page as the admin paths answer it: every stored field and the status as shown. */
export function pageDetail(page: ContentPage) {
  const { id, slug, title, blocks, seo, state, publishedAt, version, ownerId, updatedBy, createdAt, updatedAt } = page;
  return { id, slug, title, blocks, seo, status: page.status, state, publishedAt, version, ownerId, updatedBy, createdAt, updatedAt };
}

export function publicPageRoutes(services: Services): Router {
  const router = Router();
  router.get('/pages/:slug', async (req, res) => {
    // A running experiment's arm for this visitor (decision 0069).
    const page = await pageForRequest(services, req, await services.pages.publishedBySlug(String(req.params.slug)));
    if (!page) throw notFound(PAGE_NOT_FOUND_MESSAGE);
    res.json(publicPage(page));
  });
  return router;
}

export function adminPageRoutes(services: Services): Router {
  const router = Router();
  router.use(revisionRoutes(services, { revisions: services.pageRevisions, items: 'pages', kind: 'page', present: pageDetail }));
  // Autosave of live pages (decision 0074): the signed-in editor's own pending change.
  router.use(pendingRoutes(services, { pending: services.pagePendingChanges, items: 'pages', thing: 'page' }));
  // Scheduled updates of live pages (decision 0072).
  router.use(pageScheduleRoutes(services));
  return router.use(
    adminCrudRoutes(services, {
      path: 'pages',
      service: services.pages,
      list: (req, drafts) => {
        const { search, page, pageSize, status, sort, order } = parseQuery(contentListQuery, req);
        return services.pages.listAll({ search, page, pageSize, status, sort, order, mayReadDrafts: drafts });
      },
      getOne: (id, drafts) => services.pages.getForReader(id, drafts),
      auditName: 'page',
      allow: { read: ALLOW.readContent, write: ALLOW.saveContent, remove: ALLOW.manageContent },
      notFoundMessage: PAGE_NOT_FOUND_MESSAGE,
      present: pageDetail,
    }),
  );
}
