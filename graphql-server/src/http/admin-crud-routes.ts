// The five admin REST paths every content type has (SPEC §7): list, get, create, update,
// delete under /api/admin/<path>, each behind requireRole with its list from auth/permissions.ts
// (the GETs also readable with a scoped API token), answering with what the service returns.
import { Router, type Request } from 'express';
import { contentActor, mayReadDrafts } from '../auth/access';
import { clientIp, type CurrentUser } from '../auth/context';
import type { Saver } from '../shared/revisions';
import type { ApiTokenPrincipal } from '../modules/api-tokens/api-tokens.service';
import type { Grant } from '../auth/permissions';
import { requireRole } from '../auth/require-admin';
import type { Services } from '../services';
import { notFound } from '../shared/errors';
import type { Page } from '../shared/pagination';
import { sendPage } from './query-schemas';
import { titleBeforeDelete, titledSubject, titleOf } from '../modules/audit/audit-subjects';

interface CrudService<T> {
  getById(id: string): Promise<T | null>;
  create(input: unknown, actor?: Saver | null): Promise<T>;
  update(id: string, input: unknown, actor?: Saver | null): Promise<T>;
  delete(id: string, actor?: Saver | null): Promise<void>;
}

export interface AdminCrudOptions<T> {
  /** Path under /api/admin, e.g. 'blog'. */
  path: string;
  service: CrudService<T>;
  /** One page of the list, its query string parsed with http/query-schemas.ts; `drafts`: the reader may see drafts. */
  list(req: Request, drafts: boolean): Promise<Page<T>>;
  /** One item for a reader (drafts hidden from a token without content:drafts); defaults to getById. */
  getOne?(id: string, drafts: boolean): Promise<T | null>;
  notFoundMessage: string;
  /** Who may read (roles and token scopes), create and update, and delete (auth/permissions.ts). */
  allow: { read: readonly Grant[]; write: readonly Grant[]; remove: readonly Grant[] };
  /** The audit log's name for the items: 'post', 'category', 'resource'. */
  auditName: string;
  /** Shape of one item in answers (defaults to the entity as it is). */
  present?: (item: T) => unknown;
}

export function adminCrudRoutes<T>(services: Services, options: AdminCrudOptions<T>): Router {
  const { service, notFoundMessage } = options;
  const present = options.present ?? ((item: T) => item);
  const base = `/admin/${options.path}`;
  const router = Router();
  const read = requireRole(services, options.allow.read);
  const write = requireRole(services, options.allow.write);
  const remove = requireRole(services, options.allow.remove);
  // REST writes are audited like their GraphQL twins (graphql/audit-mutations.ts): post.create...
  // A content:write token's saves are audited under its name (issue 35).
  // Posts, resources and pages are named by id and title (issue 34, modules/audit/audit-subjects.ts).
  const subject = titledSubject(options.auditName);
  const audit = async (req: Request, res: { locals: Record<string, unknown> }, verb: string, target: string | null, title?: string) => {
    const { user, apiToken } = principal(res);
    if (user || apiToken) {
      await services.audit.record({ user, apiToken, ip: clientIp(req) }, `${options.auditName}.${verb}`, target, {
        title: subject ? title : undefined,
      });
    }
  };
  const principal = (res: { locals: Record<string, unknown> }) => ({
    user: (res.locals.user as CurrentUser | null | undefined) ?? null,
    apiToken: (res.locals.apiToken as ApiTokenPrincipal | null | undefined) ?? null,
  });
  const actor = (res: { locals: Record<string, unknown> }) => contentActor(principal(res));
  const drafts = (res: { locals: Record<string, unknown> }) => mayReadDrafts({ ...principal(res), apiTokenRefused: false });
  const getOne = options.getOne ?? ((id: string) => service.getById(id));
  router.get(base, read, async (req, res) => {
    sendPage(req, res, await options.list(req, drafts(res)), present);
  });
  router.get(`${base}/:id`, read, async (req, res) => {
    const item = await getOne(String(req.params.id), drafts(res));
    if (!item) throw notFound(notFoundMessage);
    res.json(present(item));
  });
  router.post(base, write, async (req, res) => {
    const created = await service.create(req.body, actor(res));
    await audit(req, res, 'create', (created as { id?: string }).id ?? null, titleOf(created));
    res.status(201).json(present(created));
  });
  router.put(`${base}/:id`, write, async (req, res) => {
    const updated = await service.update(String(req.params.id), req.body, actor(res));
    await audit(req, res, 'update', String(req.params.id), titleOf(updated));
    res.json(present(updated));
  });
  router.delete(`${base}/:id`, remove, async (req, res) => {
    const id = String(req.params.id);
    const title = subject ? await titleBeforeDelete(services, subject, id) : undefined;
    await service.delete(id, actor(res));
    await audit(req, res, 'delete', id, title);
    res.status(204).end();
  });
  return router;
}
