// REST twins of the admin tables' bulk mutations (issue 12, decisions 0027 and 0032):
// POST /api/admin/<path>/bulk { action, ids } — publish, unpublish or submit for review (the roles
// of a save) or delete (the roles of a delete), at most 100 ids, each item checked as the single
// action is. Answers the GraphQL BulkResult: { succeeded: [id], refused: [{ id, title, message }] }.
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { clientIp, type CurrentUser } from '../auth/context';
import type { Grant } from '../auth/permissions';
import { requireRole } from '../auth/require-admin';
import type { Services } from '../services';
import type { BulkOutcome } from '../shared/bulk-content';
import { InputValidationError } from '../shared/errors';
import type { EditorialState } from '../../../schema/validation/editorial';

/** Each status action and the state it sets (as bulkUpdate…Status takes it). */
const STATE_OF_ACTION: Record<'publish' | 'unpublish' | 'submit', EditorialState> = {
  publish: 'PUBLISHED',
  unpublish: 'DRAFT',
  submit: 'IN_REVIEW',
};
const ACTIONS = ['publish', 'unpublish', 'submit', 'delete'] as const;
const BULK_ACTION_MESSAGE = `action must be one of ${ACTIONS.join(', ')}.`;
const IDS_MESSAGE = 'ids must be a list of ids.';

const bulkBody = z
  .object({
    action: z.enum(ACTIONS, { error: BULK_ACTION_MESSAGE }),
    ids: z.array(z.string().max(100), { error: IDS_MESSAGE }),
  })
  .strict();

interface BulkService {
  bulkSetState(ids: readonly string[], state: EditorialState, actor?: CurrentUser | null): Promise<BulkOutcome>;
  bulkDelete(ids: readonly string[]): Promise<BulkOutcome>;
}

export interface AdminBulkOptions {
  /** Path under /api/admin, e.g. 'blog'. */
  path: string;
  service: BulkService;
  /** Who may change the status (as a save) and who may delete. */
  allow: { write: readonly Grant[]; remove: readonly Grant[] };
  /** The audit names of the GraphQL twins, so both transports record alike. */
  audit: { status: string; remove: string };
}

const actor = (res: Response) => (res.locals.user as CurrentUser | null | undefined) ?? null;
const isDelete = (req: Request) => (req.body as { action?: unknown } | undefined)?.action === 'delete';

export function adminBulkRoutes(services: Services, options: AdminBulkOptions): Router {
  const router = Router();
  const write = requireRole(services, options.allow.write);
  const remove = requireRole(services, options.allow.remove);
  // Who may call depends on the action: a delete needs the delete roles, anything else a writer.
  const allowed: RequestHandler = (req, res, next) => (isDelete(req) ? remove : write)(req, res, next);
  router.post(`/admin/${options.path}/bulk`, allowed, async (req, res) => {
    const body = bulkBody.safeParse(req.body ?? {});
    if (!body.success) {
      const issue = body.error.issues[0];
      const field = issue?.path[0] === 'ids' ? 'ids' : 'action';
      throw new InputValidationError([{ field, message: field === 'ids' ? IDS_MESSAGE : BULK_ACTION_MESSAGE }]);
    }
    const { action, ids } = body.data;
    const user = actor(res);
    const outcome =
      action === 'delete' ? await options.service.bulkDelete(ids) : await options.service.bulkSetState(ids, STATE_OF_ACTION[action], user);
    if (user) {
      const name = action === 'delete' ? options.audit.remove : options.audit.status;
      await services.audit.record({ user, ip: clientIp(req) }, name, null);
    }
    res.json(outcome);
  });
  return router;
}
