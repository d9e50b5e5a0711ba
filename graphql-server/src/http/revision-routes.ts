// REST twins of the revision fields, one shape for posts (decision 0025) and pages (issue 31): an
// item's revisions, one revision, and restoring one (audited, with the optimistic version check).
import { Router, type Response } from 'express';
import { z } from 'zod';
import { clientIp, type CurrentUser } from '../auth/context';
import { ALLOW } from '../auth/permissions';
import { requireRole } from '../auth/require-admin';
import type { Services } from '../services';
import { InputValidationError } from '../shared/errors';

const restoreBody = z.object({ expectedVersion: z.number().int().min(1).nullable().optional() }).strict();

/** The signed-in user of an admin path (set by requireRole). */
export const actor = (res: Response) => (res.locals.user as CurrentUser | null | undefined) ?? null;

interface RevisionsOf<Item> {
  list(itemId: string, actor: CurrentUser | null): Promise<unknown>;
  get(id: string, actor: CurrentUser | null): Promise<unknown>;
  restore(id: string, expectedVersion: number | null | undefined, actor: CurrentUser | null): Promise<Item>;
}

export interface RevisionRoutesOptions<Item> {
  revisions: RevisionsOf<Item>;
  /** The items' admin path (`/admin/<items>/:id/revisions`): 'blog', 'pages'. */
  items: string;
  /** The revisions' path and audit name (`/admin/<kind>-revisions/:id`, `<kind>-revision.restore`): 'post', 'page'. */
  kind: string;
  /** The restored item as its admin paths answer it. */
  present(item: Item): unknown;
}

export function revisionRoutes<Item>(services: Services, options: RevisionRoutesOptions<Item>): Router {
  const { revisions, items, kind, present } = options;
  const router = Router();
  const write = requireRole(services, ALLOW.writeContent);
  router.get(`/admin/${items}/:id/revisions`, write, async (req, res) => {
    res.json(await revisions.list(String(req.params.id), actor(res)));
  });
  router.get(`/admin/${kind}-revisions/:id`, write, async (req, res) => {
    res.json(await revisions.get(String(req.params.id), actor(res)));
  });
  router.post(`/admin/${kind}-revisions/:id/restore`, write, async (req, res) => {
    const body = restoreBody.safeParse(req.body ?? {});
    if (!body.success) throw new InputValidationError([{ field: 'expectedVersion', message: 'Version must be a whole number' }]);
    const user = actor(res);
    const item = await revisions.restore(String(req.params.id), body.data.expectedVersion, user);
    if (user) await services.audit.record({ user, ip: clientIp(req) }, `${kind}-revision.restore`, String(req.params.id));
    res.json(present(item));
  });
  return router;
}
