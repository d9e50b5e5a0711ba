// The five admin REST paths every content type has (SPEC §7): list, get, create, update,
// delete under /api/admin/<path>, behind requireAdmin (the GETs also readable with a scoped API
// token), answering with what the service returns.
import { Router, type Request } from 'express';
import type { ApiTokenScope } from '../../../schema/validation/api-tokens';
import { requireAdmin } from '../auth/require-admin';
import type { Services } from '../services';
import { notFound } from '../shared/errors';
import type { Page } from '../shared/pagination';
import { sendPage } from './query-schemas';

interface CrudService<T> {
  getById(id: string): Promise<T | null>;
  create(input: unknown): Promise<T>;
  update(id: string, input: unknown): Promise<T>;
  delete(id: string): Promise<void>;
}

export interface AdminCrudOptions<T> {
  /** Path under /api/admin, e.g. 'blog'. */
  path: string;
  service: CrudService<T>;
  /** One page of the list, its query string parsed with http/query-schemas.ts. */
  list(req: Request): Promise<Page<T>>;
  notFoundMessage: string;
  /** An API token with this scope may also use the two GET paths (never the writes). */
  readScope: ApiTokenScope;
  /** Shape of one item in answers (defaults to the entity as it is). */
  present?: (item: T) => unknown;
}

export function adminCrudRoutes<T>(services: Services, options: AdminCrudOptions<T>): Router {
  const { service, notFoundMessage } = options;
  const present = options.present ?? ((item: T) => item);
  const base = `/admin/${options.path}`;
  const router = Router();
  router.use(base, requireAdmin(services, { readScope: options.readScope }));
  router.get(base, async (req, res) => {
    sendPage(req, res, await options.list(req), present);
  });
  router.get(`${base}/:id`, async (req, res) => {
    const item = await service.getById(String(req.params.id));
    if (!item) throw notFound(notFoundMessage);
    res.json(present(item));
  });
  router.post(base, async (req, res) => {
    res.status(201).json(present(await service.create(req.body)));
  });
  router.put(`${base}/:id`, async (req, res) => {
    res.json(present(await service.update(String(req.params.id), req.body)));
  });
  router.delete(`${base}/:id`, async (req, res) => {
    await service.delete(String(req.params.id));
    res.status(204).end();
  });
  return router;
}
