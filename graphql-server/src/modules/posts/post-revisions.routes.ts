// REST twins of the revision fields (decision 0025): a post's revisions, one revision, restoring one;
// and of the pending changes of autosave (decision 0032): GET, PUT, DELETE /api/admin/blog/{id}/pending.
import { Router, type Response } from 'express';
import { z } from 'zod';
import { clientIp, type CurrentUser } from '../../auth/context';
import { ALLOW } from '../../auth/permissions';
import { requireRole } from '../../auth/require-admin';
import type { Services } from '../../services';
import { InputValidationError, notFound } from '../../shared/errors';
import { postDetail } from './posts.routes';

const restoreBody = z.object({ expectedVersion: z.number().int().min(1).nullable().optional() }).strict();

const NO_PENDING_MESSAGE = 'No pending changes of this post.';

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
  // Autosave of live posts (decision 0032): the signed-in editor's own pending change.
  router.get('/admin/blog/:id/pending', write, async (req, res) => {
    const pending = await services.pendingChanges.get(String(req.params.id), actor(res));
    if (!pending) throw notFound(NO_PENDING_MESSAGE);
    res.json(pending);
  });
  router.put('/admin/blog/:id/pending', write, async (req, res) => {
    res.json(await services.pendingChanges.save(String(req.params.id), req.body, actor(res)));
  });
  router.delete('/admin/blog/:id/pending', write, async (req, res) => {
    if (!(await services.pendingChanges.discard(String(req.params.id), actor(res)))) throw notFound(NO_PENDING_MESSAGE);
    res.status(204).end();
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
