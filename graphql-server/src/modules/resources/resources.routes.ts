import { Router } from 'express';
import { ALLOW } from '../../auth/permissions';
import { adminCrudRoutes } from '../../http/admin-crud-routes';
import { clientIp } from '../../auth/context';
import { handle } from '../../http/errors';
import type { Services } from '../../services';

/** SPEC §7 public resource paths: the list (optionally ?search=), by type, and a download. */
export function publicResourceRoutes(services: Services): Router {
  const router = Router();
  router.get(
    '/resources',
    handle(async (req, res) => {
      const search = typeof req.query.search === 'string' ? req.query.search : typeof req.query.q === 'string' ? req.query.q : undefined;
      res.json(await services.resources.all({ search }));
    }),
  );
  router.get(
    '/resources/type/:type',
    handle(async (req, res) => {
      res.json(await services.resources.all({ type: String(req.params.type) }));
    }),
  );
  router.post(
    '/resources/:id/download',
    handle(async (req, res) => {
      res.json(await services.resources.recordDownload(String(req.params.id), clientIp(req)));
    }),
  );
  return router;
}

export function adminResourceRoutes(services: Services): Router {
  return adminCrudRoutes(services, {
    path: 'resources',
    service: services.resources,
    list: async (req) => {
      const search = typeof req.query.search === 'string' ? req.query.search : undefined;
      return (await services.resources.listAdmin({ search, page: 1, pageSize: 100 })).items;
    },
    auditName: 'resource',
    allow: { read: ALLOW.readContent, write: ALLOW.writeContent, remove: ALLOW.manageContent },
    notFoundMessage: 'Resource not found.',
  });
}
