// REST twins of the revision fields (decision 0025): a post's revisions, one revision, restoring one.
import { Router, type Response } from 'express';
import { z } from 'zod';
import { clientIp, type CurrentUser } from '../../auth/context';
import { ALLOW } from '../../auth/permissions';
import { requireRole } from '../../auth/require-admin';
import type { Services } from '../../services';
import { InputValidationError } from '../../shared/errors';
import { postDetail } from './posts.routes';

const restoreBody = z.object({ expectedVersion: z.number().int().min(1).nullable().optional() }).strict();

const actor = (res: Response) => (res.locals.user as CurrentUser | null | undefined) ?? null;

export function adminPostRevisionRoutes(services: Services): Router {
  const router = Router();
  const write = requireRole(services, ALLOW.writeContent);
  router.get('/admin/blog/:id/revisions', write, async (req, res) => {
    res.json(await services.postRevisions.list(String(req.params.id), actor(res)));
  });
  router.get('/admin/post-revisions/:id', write, async (req, res) => {
    res.json(await services.postRevisions.get(String(req.params.id), actor(res)));
  });
  router.post('/admin/post-revisions/:id/restore', write, async (req, res) => {
    const body = restoreBody.safeParse(req.body ?? {});
    if (!body.success) throw new InputValidationError([{ field: 'expectedVersion', message: 'Version must be a whole number' }]);
    const post = await services.postRevisions.restore(String(req.params.id), body.data.expectedVersion, actor(res));
    const user = actor(res);
    if (user) await services.audit.record({ user, ip: clientIp(req) }, 'post-revision.restore', String(req.params.id));
    res.json(postDetail(post));
  });
  return router;
}
