import { Router } from 'express';
import { ALLOW } from '../../auth/permissions';
import { adminBulkRoutes } from '../../http/admin-bulk-routes';
import { adminCrudRoutes } from '../../http/admin-crud-routes';
import { auditAction } from '../../graphql/audit-mutations';
import { clientIp } from '../../auth/context';
import { adminResourceListQuery, pageQuery, parseQuery, resourceListQuery, sendPage } from '../../http/query-schemas';
import { resourceDetail } from './resources.service';
import type { Services } from '../../services';

/** SPEC §7 public resource paths: the list (optionally ?search=), by type, and a download. */
export function publicResourceRoutes(services: Services): Router {
  const router = Router();
  router.get('/resources', async (req, res) => {
    sendPage(req, res, await services.resources.list(parseQuery(resourceListQuery, req)));
  });
  router.get('/resources/type/:type', async (req, res) => {
    const { page, pageSize } = parseQuery(pageQuery, req);
    sendPage(req, res, await services.resources.list({ type: String(req.params.type), page, pageSize }));
  });
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
