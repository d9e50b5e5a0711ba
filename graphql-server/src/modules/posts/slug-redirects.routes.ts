// REST twins of the redirect fields (decision 0031): list and delete, Editors and up.
import { Router, type Response } from 'express';
import { clientIp, type CurrentUser } from '../../auth/context';
import { ALLOW } from '../../auth/permissions';
import { requireRole } from '../../auth/require-admin';
import type { Services } from '../../services';

const actor = (res: Response) => (res.locals.user as CurrentUser | null | undefined) ?? null;

export function adminRedirectRoutes(services: Services): Router {
  const router = Router();
  const manage = requireRole(services, ALLOW.manageContent);
  router.get('/admin/redirects', manage, async (_req, res) => {
    res.json(await services.redirects.list());
  });
  router.delete('/admin/redirects/:id', manage, async (req, res) => {
    const removed = await services.redirects.delete(String(req.params.id));
    const user = actor(res);
    if (user) await services.audit.record({ user, ip: clientIp(req) }, 'slug-redirect.delete', removed.fromSlug);
    res.json(removed);
  });
  return router;
}
