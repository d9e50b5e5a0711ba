import { Router } from 'express';
import { clientIp, type CurrentUser } from '../../auth/context';
import { ALLOW } from '../../auth/permissions';
import { requireRole } from '../../auth/require-admin';
import type { Services } from '../../services';

/** GET /api/pages/{slug} (public) and PUT /api/admin/pages/{slug} { title, html } (manageContent). */
export function sitePageRoutes(services: Services): Router {
  const router = Router();
  router.get('/pages/:slug', async (req, res) => {
    res.json(await services.sitePages.get(String(req.params.slug)));
  });
  router.put('/admin/pages/:slug', requireRole(services, ALLOW.manageContent), async (req, res) => {
    const page = await services.sitePages.update(String(req.params.slug), req.body);
    const user = res.locals.user as CurrentUser | null | undefined;
    if (user) await services.audit.record({ user, ip: clientIp(req) }, 'site-page.update', page.slug);
    res.json(page);
  });
  return router;
}
