import { Router } from 'express';
import { ALLOW } from '../../auth/permissions';
import { adminBulkRoutes } from '../../http/admin-bulk-routes';
import { adminCrudRoutes } from '../../http/admin-crud-routes';
import { auditAction } from '../../graphql/audit-mutations';
import { clientIp } from '../../auth/context';
import { adminResourceListQuery, pageAnswer, pageQuery, parseQuery, resourceListQuery } from '../../http/query-schemas';
import { publicRead, readRoutes, type PublicRead } from '../../http/public-reads';
import { resourceDetail } from './resources.service';
import type { Services } from '../../services';

/**
 * SPEC §7 public resource lists: all (optionally ?search=) and by type, answered by Express's
 * routes and by the listener (http/public-reads.ts, decision 0086).
 */
export function publicResourceReads(services: Services): PublicRead[] {
  return [
    publicRead('/resources', async (req) => pageAnswer(req, await services.resources.list(parseQuery(resourceListQuery, req)))),
    publicRead('/resources/type/:type', async (req) => {
      const { page, pageSize } = parseQuery(pageQuery, req);
      return pageAnswer(req, await services.resources.list({ type: String(req.params.type), page, pageSize }));
    }),
  ];
}

/** The public resource paths: the lists, and a download. */
export function publicResourceRoutes(services: Services): Router {
  const router = Router();
  router.use(readRoutes(publicResourceReads(services)));
  router.post('/resources/:id/download', async (req, res) => {
    res.json(await services.resources.recordDownload(String(req.params.id), clientIp(req)));
  });
  return router;
}

export function adminResourceRoutes(services: Services): Router {
  const router = Router();
  router.use(
    adminBulkRoutes(services, {
      path: 'resources',
      service: services.resources,
      allow: { write: ALLOW.writeContent, remove: ALLOW.manageContent },
      audit: { status: auditAction('bulkUpdateResourceStatus'), remove: auditAction('deleteResources') },
    }),
  );
  return router.use(
    adminCrudRoutes(services, {
      path: 'resources',
      service: services.resources,
      list: (req, drafts) => services.resources.listAdmin({ ...parseQuery(adminResourceListQuery, req), mayReadDrafts: drafts }),
      getOne: (id, drafts) => services.resources.getForReader(id, drafts),
      present: resourceDetail,
      auditName: 'resource',
      allow: { read: ALLOW.readContent, write: ALLOW.saveContent, remove: ALLOW.manageContent },
      notFoundMessage: 'Resource not found.',
    }),
  );
}
