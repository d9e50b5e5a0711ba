// REST of pages built from blocks (issue 31): the public GET /api/pages/{slug}, and the admin's
// /api/admin/pages (the five content paths, with the posts' rules) and its revisions. The privacy
// page keeps its own paths (modules/privacy), mounted before these.
import { Router, type Response } from 'express';
import { z } from 'zod';
import { clientIp, type CurrentUser } from '../../auth/context';
import { ALLOW } from '../../auth/permissions';
import { requireRole } from '../../auth/require-admin';
import { adminCrudRoutes } from '../../http/admin-crud-routes';
import { contentListQuery, parseQuery } from '../../http/query-schemas';
import type { Services } from '../../services';
import { InputValidationError, notFound } from '../../shared/errors';
import { PAGE_NOT_FOUND_MESSAGE } from '../../../../schema/validation/pages';
import type { ContentPage } from './page.entity';

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

const restoreBody = z.object({ expectedVersion: z.number().int().min(1).nullable().optional() }).strict();
const actor = (res: Response) => (res.locals.user as CurrentUser | null | undefined) ?? null;

export function publicPageRoutes(services: Services): Router {
  const router = Router();
  router.get('/pages/:slug', async (req, res) => {
    const page = await services.pages.publishedBySlug(String(req.params.slug));
    if (!page) throw notFound(PAGE_NOT_FOUND_MESSAGE);
    res.json(publicPage(page));
  });
  return router;
}

export function adminPageRoutes(services: Services): Router {
  const router = Router();
  const write = requireRole(services, ALLOW.writeContent);
  router.get('/admin/pages/:id/revisions', write, async (req, res) => {
    res.json(await services.pageRevisions.list(String(req.params.id), actor(res)));
  });
  router.get('/admin/page-revisions/:id', write, async (req, res) => {
    res.json(await services.pageRevisions.get(String(req.params.id), actor(res)));
  });
  router.post('/admin/page-revisions/:id/restore', write, async (req, res) => {
    const body = restoreBody.safeParse(req.body ?? {});
    if (!body.success) throw new InputValidationError([{ field: 'expectedVersion', message: 'Version must be a whole number' }]);
    const user = actor(res);
    const page = await services.pageRevisions.restore(String(req.params.id), body.data.expectedVersion, user);
    if (user) await services.audit.record({ user, ip: clientIp(req) }, 'page-revision.restore', String(req.params.id));
    res.json(pageDetail(page));
  });
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
      allow: { read: ALLOW.readContent, write: ALLOW.writeContent, remove: ALLOW.manageContent },
      notFoundMessage: PAGE_NOT_FOUND_MESSAGE,
      present: pageDetail,
    }),
  );
}
